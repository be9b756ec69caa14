package dev.tengen.distributed;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Updates;
import dev.tengen.distributed.kafka.EventHandler;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.mongo.ReadModelDocuments;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.ResultConfirmed;
import org.bson.Document;

/**
 * The read model the catch-up benchmark rebuilds: game records (one document per game: its players, its moves in
 * order, its result) and a results table per tournament (games finished, wins per colour), each event applied once
 * through {@link ReadModelDocuments#applyOnce}, as the distributed deployment's projections write.
 */
final class CatchUpReadModel implements EventHandler {

    private final MongoCollection<Document> games;
    private final MongoCollection<Document> tournaments;

    CatchUpReadModel(MongoDatabase database) {
        this.games = database.getCollection("game-records");
        this.tournaments = database.getCollection("tournament-results");
    }

    @Override
    public void handle(PublishedEvent event) {
        Object payload = event.message(ServiceStores.SERIALIZER).getPayload();
        switch (payload) {
            case GameStarted started -> ReadModelDocuments.applyOnce(games, started.gameId(), event, Updates.combine(
                    Updates.set("tournament", started.tournamentId()), Updates.set("round", started.round()),
                    Updates.set("board", started.board()), Updates.set("black", started.black()),
                    Updates.set("white", started.white()), Updates.set("komi", started.komi())));
            case MovePlayed move -> ReadModelDocuments.applyOnce(games, move.gameId(), event,
                    Updates.push("moves", move.color().name().charAt(0) + move.point()));
            case ResultConfirmed result -> {
                ReadModelDocuments.applyOnce(games, result.gameId(), event, Updates.set("result", result.result()));
                ReadModelDocuments.applyOnce(tournaments, result.tournamentId(), event, Updates.combine(
                        Updates.inc("finished", 1), Updates.inc("wins." + result.outcome().name(), 1)));
            }
            default -> throw new IllegalArgumentException("no read model for " + payload.getClass().getName());
        }
    }

    /** The number of moves the game records hold, all games together (what a rebuild must end with). */
    long moves() {
        long moves = 0;
        for (Document game : games.find()) {
            moves += game.getList("moves", String.class, java.util.List.of()).size();
        }
        return moves;
    }
}
