import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one command-line tool (smali, baksmali) several times in one JVM.
 *
 * <p>Usage: {@code ToolBatch MAIN-CLASS ARGS... --next ARGS... --next ...}. After each run it
 * prints {@code adaptrace-batch-done N} on standard output, so the caller knows which run failed
 * when the JVM exits with an error. Starting one JVM per small dex costs more than the work.
 */
public final class ToolBatch {
    private ToolBatch() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: ToolBatch MAIN-CLASS ARGS... [--next ARGS...]...");
            System.exit(2);
        }
        Method main = Class.forName(args[0]).getMethod("main", String[].class);
        List<String> run = new ArrayList<>();
        int done = 0;
        for (int i = 1; i <= args.length; i++) {
            if (i == args.length || args[i].equals("--next")) {
                try {
                    main.invoke(null, (Object) run.toArray(new String[0]));
                } catch (InvocationTargetException e) {
                    e.getCause().printStackTrace();
                    System.exit(1);
                }
                System.out.println("adaptrace-batch-done " + done++);
                System.out.flush();
                run.clear();
            } else {
                run.add(args[i]);
            }
        }
    }
}
