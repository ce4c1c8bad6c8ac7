package dev.lazygraph.api.problem;

/** A request that cannot be served, with the problem document that says why. */
public class ProblemException extends RuntimeException {

    private final transient Problem problem;

    public ProblemException(Problem problem) {
        super(problem.detail());
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
