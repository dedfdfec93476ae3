"""Map images of colonial Florida and of Colonials' eastern North America, drawn with Pillow
from bundled public-domain data.

The images are generated once by ``florida-history images build`` and committed under
``images/``, so the app itself never draws a map at start-up. Modules, one job each:

- ``geodata``: load the bundled GeoJSON (Florida's, and the east coast's for Colonials);
- ``projection``: lon/lat to pixels, point-in-polygon, distances;
- ``places``: named points and areas (the 36 board spaces and other sites);
- ``regions``: hand-made Native homelands, colonial roads, the 1763 border;
- ``style``: palette, line and hatch styles, bundled fonts;
- ``texture``: the parchment background;
- ``render``: the base map canvas (sea, land, rivers, graticule, symbols);
- ``labels``: label placement without overlaps;
- ``ornaments``: compass rose, scale bar, cartouche, legend, inset map;
- ``compose``: a map described as a ``MapSpec``, drawn in the house layout for a ``Region``;
- ``scenes``, ``place_scenes``: one function per kind of Colonial Florida image;
- ``east``, ``col_places``, ``col_scenes``: Colonials' region, places and areas, and images;
- ``catalog``: every image name and how to draw it;
- ``build`` / ``cli``: write the PNGs.
"""
