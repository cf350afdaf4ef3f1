// Driver runs HoDoKu's solver for scripts/hodoku/compare.sh. It is sudokubot's own code; it
// calls HoDoKu (GPL-3.0, built by the script from a source tree it is given) through its
// public API and is never linked into sudokubot.
//
// Usage (classpath: HoDoKu's classes and this driver):
//
//	java Driver path [kraken] < puzzles    one line a step of HoDoKu's solving path
//	java Driver hint [kraken] < positions  HoDoKu's next step at each position
//
// Puzzles are 81-character lines ('.' or '0' for blanks; '#' lines skipped). Positions
// are "id<TAB>library", where library is HoDoKu's library format
// ":0000:x:<values, '+' before a digit that is not a given>:<deleted candidates dRC ...>::".
// Each output line is tab-separated:
//
//	path: puzzle step type class links ons position notation
//	hint: id type class links ons notation
//
// class is F (forcing chain or net), K (Kraken fish), B (brute force), N (any other step);
// links is the number of links of the step's chains in HoDoKu's notation (the nodes of each
// chain minus one, summed); ons is the number of distinct "on" (set) nodes of its chains other
// than their starts, the unit of sudokubot's forcing-chain count (one implication a placed
// digit). kraken turns on HoDoKu's Kraken fish (off by default).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import solver.SudokuSolver;
import sudoku.Chain;
import sudoku.ClipboardMode;
import sudoku.Options;
import sudoku.SolutionStep;
import sudoku.SolutionType;
import sudoku.StepConfig;
import sudoku.Sudoku2;

public class Driver {
	public static void main(String[] args) throws Exception {
		if (args.length < 1) {
			System.err.println("usage: Driver path|hint [kraken]");
			System.exit(2);
		}
		boolean kraken = args.length > 1 && args[1].equals("kraken");
		Options.resetAll();
		if (kraken) {
			for (StepConfig c : Options.getInstance().solverSteps) {
				if (c.getType() == SolutionType.KRAKEN_FISH) {
					c.setEnabled(true);
				}
			}
		}
		PrintStream out = new PrintStream(System.out, false, "UTF-8");
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
		String line;
		int puzzle = 0;
		SudokuSolver hinter = new SudokuSolver();
		while ((line = in.readLine()) != null) {
			line = line.trim();
			if (line.isEmpty() || line.startsWith("#")) {
				continue;
			}
			if (args[0].equals("path")) {
				puzzle++;
				path(out, puzzle, line.length() > 81 ? line.substring(0, 81) : line);
			} else {
				int tab = line.indexOf('\t');
				String id = line.substring(0, tab);
				Sudoku2 s = new Sudoku2();
				s.setSudoku(line.substring(tab + 1));
				SolutionStep st = hinter.getHint(s, false);
				out.println(id + "\t" + describe(st));
			}
			out.flush();
		}
		System.exit(0); // HoDoKu's generator factory leaves a thread running
	}

	// path solves one puzzle and prints each step with the position it starts from.
	static void path(PrintStream out, int puzzle, String givens) {
		Sudoku2 start = new Sudoku2();
		start.setSudoku(givens);
		SudokuSolver solver = new SudokuSolver();
		solver.setSudoku(start.clone());
		solver.solve();
		List<SolutionStep> steps = solver.getSteps();
		Sudoku2 cur = start.clone();
		SudokuSolver applier = new SudokuSolver();
		for (int k = 0; k < steps.size(); k++) {
			SolutionStep st = steps.get(k);
			String pos = cur.getSudoku(ClipboardMode.LIBRARY);
			String[] d = describe(st).split("\t", -1);
			out.println(puzzle + "\t" + (k + 1) + "\t" + d[0] + "\t" + d[1] + "\t" + d[2] + "\t" + d[3] + "\t" + pos + "\t" + d[4]);
			applier.doStep(cur, st);
		}
	}

	// describe is "type class links ons notation" for a step (or "none" fields for null).
	static String describe(SolutionStep st) {
		if (st == null) {
			return "NONE\tN\t0\t0\t-";
		}
		SolutionType t = st.getType();
		String cls = "N";
		String name = t.name();
		if (name.startsWith("FORCING_CHAIN") || name.startsWith("FORCING_NET")) {
			cls = "F";
		} else if (t.isKrakenFish()) {
			cls = "K";
		} else if (t == SolutionType.BRUTE_FORCE) {
			cls = "B";
		}
		int links = 0;
		Set<Integer> ons = new HashSet<Integer>();
		for (Chain c : st.getChains()) {
			links += c.getEnd() - c.getStart();
			int[] ch = c.getChain();
			for (int i = c.getStart() + 1; i <= c.getEnd(); i++) {
				int e = ch[i];
				if (Chain.isSStrong(e)) {
					ons.add(Chain.getSCellIndex(e) * 10 + Chain.getSCandidate(e));
				}
			}
		}
		return name + "\t" + cls + "\t" + links + "\t" + ons.size() + "\t" + st.toString(2).replace('\t', ' ').replace('\n', ' ');
	}
}
