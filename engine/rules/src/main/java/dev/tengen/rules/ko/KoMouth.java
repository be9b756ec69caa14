package dev.tengen.rules.ko;

/**
 * A ko stone and the point where the opponent removes it: Ing's single ko stone (one stone) or double
 * ko stones (a string of two), Ing 1991 art. 3 "Ko stones" and terms 32-34.
 *
 * @param stone board index of the ko stone (for double ko stones, the string's head)
 * @param capturePoint the only liberty of the ko stones, where the opponent plays to remove them
 * @param color {@code Board.BLACK} or {@code Board.WHITE}, the owner of the ko stones
 * @param size 1 for a single ko stone, 2 for double ko stones
 */
public record KoMouth(int stone, int capturePoint, byte color, int size) {}
