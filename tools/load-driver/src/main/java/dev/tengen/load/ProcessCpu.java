package dev.tengen.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where the CPU went: the CPU time of named processes (each with its live descendants: PostgreSQL's backends,
 * Keycloak's JVM under its launcher), and of the whole machine from {@code /proc/stat}, so that a run can say which
 * server took the cores and how much other work ran beside it. A snapshot; two give the use between them.
 */
record ProcessCpu(Map<String, Duration> processes, long machineBusyTicks, long machineTotalTicks) {

    /** The processes' CPU so far ({@code name -> pid}; a process that ended counts zero) and the machine's. */
    static ProcessCpu now(Map<String, Long> pids) throws Exception {
        Map<String, Duration> used = new LinkedHashMap<>();
        pids.forEach((name, pid) -> used.put(name, ProcessHandle.of(pid).map(ProcessCpu::withDescendants)
                .orElse(Duration.ZERO)));
        // cpu  user nice system idle iowait irq softirq steal ...: idle and iowait are the idle time
        String[] fields = Files.readAllLines(Path.of("/proc/stat")).getFirst().trim().split("\\s+");
        long total = 0;
        long idle = 0;
        for (int i = 1; i < Math.min(fields.length, 9); i++) {
            long ticks = Long.parseLong(fields[i]);
            total += ticks;
            if (i == 4 || i == 5) {
                idle += ticks;
            }
        }
        return new ProcessCpu(used, total - idle, total);
    }

    private static Duration withDescendants(ProcessHandle process) {
        Duration sum = process.info().totalCpuDuration().orElse(Duration.ZERO);
        for (ProcessHandle child : process.descendants().toList()) {
            sum = sum.plus(child.info().totalCpuDuration().orElse(Duration.ZERO));
        }
        return sum;
    }

    /** CPU-seconds each process used since {@code before}. */
    Map<String, Double> secondsSince(ProcessCpu before) {
        Map<String, Double> seconds = new LinkedHashMap<>();
        processes.forEach((name, used) -> seconds.put(name,
                used.minus(before.processes.getOrDefault(name, Duration.ZERO)).toNanos() / 1e9));
        return seconds;
    }

    /** The share of the machine's CPU time that was busy since {@code before}, 0 to 1. */
    double machineBusySince(ProcessCpu before) {
        long total = machineTotalTicks - before.machineTotalTicks;
        return total == 0 ? 0 : (double) (machineBusyTicks - before.machineBusyTicks) / total;
    }
}
