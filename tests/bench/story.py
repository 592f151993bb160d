"""Times one scripted story of the article's fencing.py in CPython.

Usage: python3 story.py PATH/TO/fencing.py

`cargo xtask bench` extracts the script from the article into a temporary
file and runs this beside it. The script is imported under its own name,
not as __main__, so its printing demo does not run; its `scenario(fenced)`
is called with fencing off (the story kleppmann-2016.json tells), a
warm-up first, then the median of several timed repetitions, each of
enough calls to last at least a fifth of a second. Prints, like the native
bench, `fencelab-bench KEY VALUE` lines:

- `python_run_ns`: nanoseconds per call of `scenario(False)`.
- `python_version`: the interpreter that ran it.
"""

import contextlib
import importlib.util
import io
import platform
import statistics
import sys
import timeit

REPS = 7


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    spec = importlib.util.spec_from_file_location("fencing", sys.argv[1])
    module = importlib.util.module_from_spec(spec)
    # Dataclasses look their module up in sys.modules while the file loads.
    sys.modules["fencing"] = module
    with contextlib.redirect_stdout(io.StringIO()):
        spec.loader.exec_module(module)
    scenario = getattr(module, "scenario", None)
    if not callable(scenario):
        print("fencing.py has no scenario(fenced) function", file=sys.stderr)
        return 1
    log = scenario(False)
    if not any("LOST" in line for line in log):
        print("fencing.py's unfenced story no longer loses B's update", file=sys.stderr)
        return 1

    timer = timeit.Timer(lambda: scenario(False))
    # autorange finds a number of calls that lasts at least 0.2 s, and is
    # the warm-up.
    number, _ = timer.autorange()
    per_call = statistics.median(timer.repeat(repeat=REPS, number=number)) / number
    print(f"fencelab-bench python_run_ns {per_call * 1e9:.1f}")
    print(f"fencelab-bench python_version {platform.python_implementation()}-{platform.python_version()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
