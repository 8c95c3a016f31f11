# Textual's own words (the command palette, its system commands), in English.
palette-placeholder = Search for commands…
system-theme = Theme
system-theme-help = Change the current theme
system-quit = Quit
system-quit-help = Quit the application as soon as possible
system-keys = Keys
system-keys-show = Show help for the focused widget and a summary of available keys
system-keys-hide = Hide the keys and widget help panel
system-minimize = Minimize
system-minimize-help = Minimize the widget and restore to normal size
system-maximize = Maximize
system-maximize-help = Maximize the focused widget
system-screenshot = Screenshot
system-screenshot-help = Save an SVG 'screenshot' of the current screen
