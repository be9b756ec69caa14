/**
 * The read side: projections of the tournament and game events, each an Axon event handler kept in memory
 * and rebuildable from the events alone, and the immutable views they answer. No framework but Axon's
 * annotations; the platform registers them all in one tracking processor (one read of the store for all). The
 * officials' and players' desks ({@link dev.tengen.readmodel.RefereeBoards}, {@link dev.tengen.readmodel.PlayerGames})
 * are computed here from what each deployment gives them, so the platform and the read models application answer
 * alike.
 */
package dev.tengen.readmodel;
