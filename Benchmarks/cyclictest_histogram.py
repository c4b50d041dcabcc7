"""Reading cyclictest --histfile output and nearest-rank percentiles over (value, count) histograms.

Shared by drift-floor-vs-cyclictest.sh and run-latency.sh (both run `python3` with PYTHONPATH=Benchmarks).
"""


def nearest_rank(pairs, p):
    """The nearest-rank p-th percentile of ascending (value, count) pairs; nan when they hold no sample."""
    total = sum(n for _, n in pairs)
    if total == 0:
        return float("nan")
    rank = max(1, -(-p * total // 100))
    seen = 0
    for value, n in pairs:
        seen += n
        if seen >= rank:
            return value
    return pairs[-1][0]


def read(path):
    """(pairs, maximum, overflows) of a cyclictest histogram file, all threads' columns added up.

    pairs: ascending (bucket µs, count) for buckets that counted something; maximum: the largest
    "# Max Latencies" value (None when absent); overflows: samples above the last bucket, which are in no pair.
    """
    pairs, maximum, overflows = [], None, 0
    for line in open(path):
        if line.startswith("# Histogram Overflows"):
            overflows = sum(int(x) for x in line.split(":")[1].split())
        elif line.startswith("# Max Latencies"):
            maximum = max(int(x) for x in line.split(":")[1].split())
        if line.startswith("#") or not line.strip():
            continue
        bucket, *counts = line.split()
        count = sum(int(c) for c in counts)
        if count > 0:
            pairs.append((int(bucket), count))
    return pairs, maximum, overflows
