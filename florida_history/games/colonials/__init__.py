"""Colonials: the 2-4 player card game (rules/colonials.md, C1-C47).

``engine`` holds the pure rules, ``ai`` the computer players, ``odds`` the exact chances the
UI and the bots show, ``sim`` the headless batch play behind ``florida-history simulate
--game colonials``.
"""
