package android.os;

/** Host stand-in for android.os.SystemClock, on the JVM's monotonic clock. */
public final class SystemClock {
    private static final long ORIGIN = System.nanoTime();

    private SystemClock() {}

    public static long uptimeMillis() {
        return (System.nanoTime() - ORIGIN) / 1000000L;
    }

    public static long elapsedRealtime() {
        return uptimeMillis();
    }

    public static long elapsedRealtimeNanos() {
        return System.nanoTime() - ORIGIN;
    }

    /** Sleeps without being interrupted, like Android's. */
    public static void sleep(long ms) {
        long end = uptimeMillis() + ms;
        boolean interrupted = false;
        for (long left = ms; left > 0; left = end - uptimeMillis()) {
            try {
                Thread.sleep(left);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
