package dev.tengen.game.service.web;

/**
 * A game request answered with a problem that is not a refusal of the game itself: an unknown game (404) or
 * a version conflict (409). No stack trace is recorded: this is an answer, not a fault.
 */
public final class GameProblem extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    private GameProblem(int status, String code, String sentence) {
        super(sentence, null, false, false);
        this.status = status;
        this.code = code;
    }

    static GameProblem notFound(String gameId) {
        return new GameProblem(404, "game-not-found", "No game " + gameId + " exists.");
    }

    static GameProblem versionConflict(String sentence) {
        return new GameProblem(409, "version-conflict", sentence);
    }

    static GameProblem concurrentChange(String gameId) {
        return new GameProblem(409, "concurrent-change",
                "Another change to game " + gameId + " was stored at the same moment; read it again and retry.");
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }
}
