"""Ships the top-level ``scenarios/`` inside the wheel, as ``gmconsole/_scenarios/``.

Everything else is in ``pyproject.toml``. The scenario files stay at the top of the repository
(where a GM reads them) and are copied into the package when a wheel is built; an editable
install reads them from the source tree instead (``gmconsole.scenarios.SCENARIO_DIRS``).
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithScenarios(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "gmconsole" / "_scenarios"
        self.mkpath(str(target))
        for source in sorted(Path(__file__).parent.joinpath("scenarios").glob("*.toml")):
            self.copy_file(str(source), str(target / source.name))


setup(cmdclass={"build_py": BuildWithScenarios})
