# Textual's own words (the command palette, its system commands), in French.
palette-placeholder = Chercher une commande…
system-theme = Thème
system-theme-help = Changer le thème de l'interface
system-quit = Quitter
system-quit-help = Quitter l'application dès que possible
system-keys = Touches
system-keys-show = Afficher l'aide du champ actif et les touches disponibles
system-keys-hide = Masquer le panneau des touches et de l'aide
system-minimize = Réduire
system-minimize-help = Réduire le panneau et revenir à la taille normale
system-maximize = Agrandir
system-maximize-help = Agrandir le panneau actif
system-screenshot = Capture d'écran
system-screenshot-help = Enregistrer une capture de l'écran au format SVG
