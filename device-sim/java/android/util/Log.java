package android.util;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Host stand-in for android.util.Log: every message goes to stderr as logcat's brief format
 * prints it, one "P/TAG: text" line per line of the message.
 */
public final class Log {
    public static final int VERBOSE = 2;
    public static final int DEBUG = 3;
    public static final int INFO = 4;
    public static final int WARN = 5;
    public static final int ERROR = 6;
    public static final int ASSERT = 7;

    private Log() {}

    public static int v(String tag, String msg) {
        return println(VERBOSE, tag, msg);
    }

    public static int v(String tag, String msg, Throwable tr) {
        return println(VERBOSE, tag, withTrace(msg, tr));
    }

    public static int d(String tag, String msg) {
        return println(DEBUG, tag, msg);
    }

    public static int d(String tag, String msg, Throwable tr) {
        return println(DEBUG, tag, withTrace(msg, tr));
    }

    public static int i(String tag, String msg) {
        return println(INFO, tag, msg);
    }

    public static int i(String tag, String msg, Throwable tr) {
        return println(INFO, tag, withTrace(msg, tr));
    }

    public static int w(String tag, String msg) {
        return println(WARN, tag, msg);
    }

    public static int w(String tag, String msg, Throwable tr) {
        return println(WARN, tag, withTrace(msg, tr));
    }

    public static int w(String tag, Throwable tr) {
        return println(WARN, tag, getStackTraceString(tr));
    }

    public static int e(String tag, String msg) {
        return println(ERROR, tag, msg);
    }

    public static int e(String tag, String msg, Throwable tr) {
        return println(ERROR, tag, withTrace(msg, tr));
    }

    public static int wtf(String tag, String msg) {
        return println(ASSERT, tag, msg);
    }

    public static int wtf(String tag, Throwable tr) {
        return println(ASSERT, tag, getStackTraceString(tr));
    }

    public static int wtf(String tag, String msg, Throwable tr) {
        return println(ASSERT, tag, withTrace(msg, tr));
    }

    /** Android logs INFO and above unless a tag's level was set; the host does the same. */
    public static boolean isLoggable(String tag, int level) {
        return level >= INFO;
    }

    public static String getStackTraceString(Throwable tr) {
        if (tr == null) {
            return "";
        }
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        tr.printStackTrace(pw);
        pw.flush();
        return sw.toString();
    }

    /** Writes the message and returns the number of bytes written, as Android does. */
    public static int println(int priority, String tag, String msg) {
        String prefix = letter(priority) + "/" + tag + ": ";
        String text = msg == null ? "null" : msg;
        if (text.endsWith("\n")) {
            text = text.substring(0, text.length() - 1);
        }
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            out.append(prefix).append(line).append('\n');
        }
        String s = out.toString();
        synchronized (System.err) {
            System.err.print(s);
            System.err.flush();
        }
        return s.length();
    }

    private static String withTrace(String msg, Throwable tr) {
        return msg + '\n' + getStackTraceString(tr);
    }

    private static char letter(int priority) {
        switch (priority) {
            case VERBOSE:
                return 'V';
            case DEBUG:
                return 'D';
            case INFO:
                return 'I';
            case WARN:
                return 'W';
            case ERROR:
                return 'E';
            case ASSERT:
                return 'A';
            default:
                return '?';
        }
    }
}
