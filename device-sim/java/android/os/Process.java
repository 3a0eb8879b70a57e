package android.os;

import java.lang.management.ManagementFactory;

/** Host stand-in for android.os.Process: the ids of the host JVM. */
public class Process {
    public static final int SYSTEM_UID = 1000;
    public static final int FIRST_APPLICATION_UID = 10000;

    private static final int PID = hostPid();

    public static final int myPid() {
        return PID;
    }

    public static final int myTid() {
        return (int) Thread.currentThread().getId();
    }

    /** Every host app runs as the first application uid. */
    public static final int myUid() {
        return FIRST_APPLICATION_UID;
    }

    /** Killing this process ends the JVM at once, without shutdown hooks, as SIGKILL would. */
    public static final void killProcess(int pid) {
        if (pid == PID) {
            Runtime.getRuntime().halt(137);
        }
    }

    public static final long getElapsedCpuTime() {
        return ManagementFactory.getRuntimeMXBean().getUptime();
    }

    /**
     * ProcessHandle exists from Java 9 on; these classes are compiled for Java 8, so it is
     * reached by reflection, and Java 8 reads the pid from the runtime bean's "pid@host" name.
     */
    private static int hostPid() {
        try {
            Class<?> handle = Class.forName("java.lang.ProcessHandle");
            Object current = handle.getMethod("current").invoke(null);
            return ((Long) handle.getMethod("pid").invoke(current)).intValue();
        } catch (ReflectiveOperationException e) {
            String name = ManagementFactory.getRuntimeMXBean().getName();
            int at = name.indexOf('@');
            try {
                return Integer.parseInt(at > 0 ? name.substring(0, at) : name);
            } catch (NumberFormatException n) {
                return 0;
            }
        }
    }
}
