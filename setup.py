"""Ship the top-level lessons/ and images/ folders inside the wheel.

The design keeps lessons/ and images/ at the top of the repository so teachers can find and
edit them; a wheel, though, only carries packages. This build step copies both folders into
``florida_history/_data/`` of the built package, where ``florida_history.resources`` looks for
them when the app is not running from a checkout.

Why not ``[tool.setuptools.package-data]``: package data can only name files inside a package
folder, and these folders sit beside the package. Mapping them in with ``package-dir`` would
mean listing every lesson subfolder as a package of its own, a list to keep in step by hand.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).parent
SHIPPED = ("lessons", "images", "notices")


class BuildWithContent(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "florida_history" / "_data"
        for name in SHIPPED:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, target / name, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithContent})
