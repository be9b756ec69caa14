/**
 * The read side: projections of the tournament and game events, each an Axon event handler kept in memory
 * and rebuildable from the events alone, and the immutable views they answer. No framework but Axon's
 * annotations; the platform registers them all in one tracking processor (one read of the store for all).
 */
package dev.tengen.readmodel;
