package dev.tengen.load;

import java.util.Arrays;

/**
 * Recorded durations in nanoseconds, percentiles by sorting (nearest rank). Thread-safe by synchronisation: the
 * cost is small next to an HTTP request.
 */
final class Latencies {

    private long[] values = new long[1 << 16];
    private int count;

    synchronized void add(long nanos) {
        if (count == values.length) {
            values = Arrays.copyOf(values, count * 2);
        }
        values[count++] = nanos;
    }

    synchronized int count() {
        return count;
    }

    /** The {@code p}-th percentile (0 to 100) in milliseconds, nearest rank; NaN when nothing was recorded. */
    synchronized double percentileMillis(double p) {
        if (count == 0) {
            return Double.NaN;
        }
        long[] sorted = Arrays.copyOf(values, count);
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(p / 100.0 * count);
        return sorted[Math.max(0, Math.min(count - 1, rank - 1))] / 1e6;
    }

    synchronized double meanMillis() {
        long sum = 0;
        for (int i = 0; i < count; i++) {
            sum += values[i];
        }
        return count == 0 ? Double.NaN : sum / 1e6 / count;
    }

    String summary() {
        return String.format("n=%d mean %.2f ms, p50 %.2f, p90 %.2f, p99 %.2f, p99.9 %.2f, max %.2f ms", count(),
                meanMillis(), percentileMillis(50), percentileMillis(90), percentileMillis(99), percentileMillis(99.9),
                percentileMillis(100));
    }
}
