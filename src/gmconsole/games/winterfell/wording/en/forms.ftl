### The order forms' words.

ballot-revolt = revolt
