#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Yiqiao authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The reference half of `yiqiao-cli bench`: translate-toolkit's TM matcher over
the same units and queries as Yiqiao's TranslationMemory.

Reads UNITS (JSON lines, [source, target]) and QUERIES (JSON lines, [text]),
and for each size N of --sizes builds translate.search.match.matcher over the
first N units and times lookups. Prints one JSON object per size on stdout,
progress on stderr. Exit code 3 (and one line on stdout) when translate-toolkit
is not installed. Not installed anywhere: yiqiao-cli finds it in the source tree.
"""

import argparse
import json
import math
import sys
import time


def resident_mib():
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return -1.0


def progress(text):
    print(f"translate-toolkit: {text}", file=sys.stderr, flush=True)


def order_ties(base):
    """translate-toolkit 3.8.4's matcher keeps (score, unit) tuples in a heap, so two
    candidates with the same score compare units, which define no order: TypeError.
    Any order will do for ties; the scores and the result are untouched."""
    if "__lt__" not in vars(base.TranslationUnit):
        base.TranslationUnit.__lt__ = lambda self, other: id(self) < id(other)


def read_lines(path):
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def read_units(pairs, units, size, base):
    while len(units) < size:
        line = pairs.readline()
        if not line:
            return
        source, target = json.loads(line)
        unit = base.TranslationUnit(source)
        unit.target = target
        units.append(unit)


def nearest_rank(sorted_times, share):
    # The same percentile definition as TmBenchmark: nearest rank.
    return sorted_times[max(0, math.ceil(share * len(sorted_times)) - 1)]


def measure(match, store, size, queries, args):
    progress(f"{size} units: building the matcher")
    longest = max((len(unit.source) for unit in store.units), default=1)
    start = time.perf_counter()
    # max_length: the longest source, so that no unit is cut short or skipped for
    # its length (the default, 70 characters, would skip most markdown blocks).
    matcher = match.matcher(store, max_candidates=args.max_candidates, min_similarity=args.min_similarity, max_length=longest)
    build = time.perf_counter() - start
    times = []
    found = 0
    started = time.perf_counter()
    for query in queries[: args.max_queries]:
        if times and time.perf_counter() - started > args.budget:
            break
        start = time.perf_counter()
        found += 1 if matcher.matches(query) else 0
        times.append((time.perf_counter() - start) * 1000.0)
        if times[-1] > 1000.0:
            progress(f"{size} units, lookup {len(times)}: {times[-1] / 1000.0:.1f} s")
    progress(f"{size} units: {len(times)} lookups in {time.perf_counter() - started:.1f} s")
    ordered = sorted(times)
    return {
        "size": size,
        "units": len(matcher.candidates.units),
        "build_s": build,
        "mean_ms": sum(times) / len(times) if times else -1,
        "p95_ms": nearest_rank(ordered, 0.95) if times else -1,
        "max_ms": ordered[-1] if times else -1,
        "found": found,
        "queries": len(times),
        "max_length": longest,
        "rss_mib": resident_mib(),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--units", required=True)
    parser.add_argument("--queries", required=True)
    parser.add_argument("--sizes", required=True, help="comma-separated unit counts, ascending")
    parser.add_argument("--max-queries", type=int, default=30)
    parser.add_argument("--budget", type=float, default=60.0, help="seconds of lookups per size (at least one lookup)")
    parser.add_argument("--min-similarity", type=int, default=75)
    parser.add_argument("--max-candidates", type=int, default=10)
    args = parser.parse_args()
    try:
        from translate import __version__ as toolkit
        from translate.search import match
        from translate.storage import base
    except ImportError:
        print(json.dumps({"error": "not installed"}), flush=True)
        return 3
    try:
        import Levenshtein  # noqa: F401  (the matcher's C distance, if present)

        distance = "python3-levenshtein"
    except ImportError:
        distance = "pure Python"
    order_ties(base)
    print(json.dumps({"version": toolkit.sver, "distance": distance}), flush=True)

    queries = [line[0] for line in read_lines(args.queries)]
    # Read as the sizes grow, so that the RSS of a size holds only its units.
    with open(args.units, encoding="utf-8") as pairs:
        units = []
        for size in [int(s) for s in args.sizes.split(",") if s]:
            start = time.perf_counter()
            read_units(pairs, units, size, base)
            store = base.TranslationStore()
            store.units = units[:size]
            load = time.perf_counter() - start
            result = measure(match, store, size, queries, args)
            result["load_s"] = load
            print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
