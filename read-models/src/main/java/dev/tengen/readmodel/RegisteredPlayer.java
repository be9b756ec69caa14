package dev.tengen.readmodel;

/** A player registered but never paired (no game, no bye in any round): listed apart from the standings, unplaced. */
public record RegisteredPlayer(String playerId, String name, String rank, String club) {
}
