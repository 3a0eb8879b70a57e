import adaptrace.rt.ContextsGraph;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;

/**
 * Runs scripted threads through the runtime's call graph for tests/contexts_jvm.rs. Arguments:
 * the method count, then one script file per thread; the threads start together (a barrier). A script is
 * one operation per line: `c CALLEE SITE` enters CALLEE from the innermost frame at SITE (from
 * the root when no frame is open), `r` leaves the innermost frame. Output, per thread in
 * argument order: `e THREAD NODE ID VERSION CUT` per entry and `k THREAD CUT NODE ID VERSION
 * PARENT_CUT SITE` per cut (the caller's frame); then `g` and the graph's changes, four ints
 * each.
 */
public final class ContextsDriver {
    public static void main(String[] args) throws Exception {
        ContextsGraph.init(Integer.parseInt(args[0]));
        int threads = args.length - 1;
        StringBuilder[] out = new StringBuilder[threads];
        Thread[] running = new Thread[threads];
        CyclicBarrier start = new CyclicBarrier(threads);
        for (int t = 0; t < threads; t++) {
            List<String> script = Files.readAllLines(Paths.get(args[t + 1]));
            StringBuilder sb = new StringBuilder();
            out[t] = sb;
            int index = t;
            running[t] =
                    new Thread(
                            () -> {
                                try {
                                    start.await();
                                } catch (Exception e) {
                                    throw new IllegalStateException(e);
                                }
                                run(index, script, sb);
                            });
        }
        for (Thread t : running) {
            t.start();
        }
        for (Thread t : running) {
            t.join();
        }
        StringBuilder all = new StringBuilder();
        for (StringBuilder sb : out) {
            all.append(sb);
        }
        all.append('g');
        for (int word : ContextsGraph.changes()) {
            all.append(' ').append(word);
        }
        all.append('\n');
        System.out.print(all);
    }

    private static void run(int thread, List<String> script, StringBuilder out) {
        long[] cache = ContextsGraph.newCache();
        List<long[]> frames = new ArrayList<>();
        List<Integer> cutOf = new ArrayList<>();
        int cuts = 0;
        for (String line : script) {
            String[] op = line.trim().split(" ");
            if (op[0].equals("r")) {
                frames.remove(frames.size() - 1);
                cutOf.remove(cutOf.size() - 1);
                continue;
            }
            int callee = Integer.parseInt(op[1]);
            int site = Integer.parseInt(op[2]);
            long[] frame = new long[3];
            int cut = 0;
            if (!frames.isEmpty()) {
                long[] caller = frames.get(frames.size() - 1);
                System.arraycopy(caller, 0, frame, 0, 3);
                cut = cutOf.get(cutOf.size() - 1);
            } else {
                site = -1;
            }
            long[] caller = frame.clone();
            if (ContextsGraph.enter(frame, cache, site, callee) == 1) {
                cuts++;
                out.append("k ").append(thread).append(' ').append(cuts).append(' ')
                        .append(caller[0]).append(' ').append(caller[1]).append(' ')
                        .append(caller[2]).append(' ').append(cut).append(' ').append(site)
                        .append('\n');
                cut = cuts;
            }
            frames.add(frame);
            cutOf.add(cut);
            out.append("e ").append(thread).append(' ').append(frame[0]).append(' ')
                    .append(frame[1]).append(' ').append(frame[2]).append(' ').append(cut)
                    .append('\n');
        }
    }
}
