package dev.tengen.game.app;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.kafka.TopicFollower;
import dev.tengen.serialization.EventSerializer;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.OfficialRoles;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.serialization.Serializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Who holds which office in which tournament, as the tournament service's events say (OfficialAppointed,
 * OfficialDismissed on tengen.tournament): the game service's copy of what the embedded platform reads from its
 * tournament projection, so that an appointment gives its office in that tournament's games only (Incheon 2013 duties
 * art. 1.2). One person holds one office in a tournament; an appointment replaces it, a dismissal ends it, as in the
 * platform's projection.
 *
 * <p>Every replica reads every partition from the first record at each start ({@link TopicFollower}: no consumer
 * group, each needs all tournaments), into memory. Reading the topic again applies the same appointments in the same order, so a
 * redelivery changes nothing. An appointment counts from the moment its event reaches this service.
 */
@Singleton
public class TournamentOffices {

    private static final String APPOINTED = OfficialAppointed.class.getName();
    private static final String DISMISSED = OfficialDismissed.class.getName();

    private final TopicFollower follower;
    private final Serializer serializer = EventSerializer.jackson();
    /** Tournament id, then person id (the account name) to the office held there. */
    private final Map<String, Map<String, String>> offices = new ConcurrentHashMap<>();

    TournamentOffices(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.follower = new TopicFollower("tengen-game-offices", bootstrapServers, ServiceTopic.TOURNAMENT.topic(),
                record -> apply(EventRecords.fromRecord(record)));
    }

    /** The roles the account's office in the tournament gives (a committee member sits as arbitrator); empty if none. */
    public Set<String> roles(String tournamentId, String account) {
        String office = offices.getOrDefault(tournamentId, Map.of()).get(account);
        if (office == null) {
            return Set.of();
        }
        return Set.of(OfficialRoles.roleOf(office));
    }

    /** Applies one event of the tournament topic; any other event than an appointment's or a dismissal's is passed. */
    void apply(PublishedEvent event) {
        if (APPOINTED.equals(event.payloadType())) {
            OfficialAppointed appointed = (OfficialAppointed) event.message(serializer).getPayload();
            offices.computeIfAbsent(appointed.tournamentId(), id -> new ConcurrentHashMap<>())
                    .put(appointed.personId(), appointed.role());
        } else if (DISMISSED.equals(event.payloadType())) {
            OfficialDismissed dismissed = (OfficialDismissed) event.message(serializer).getPayload();
            offices.getOrDefault(dismissed.tournamentId(), Map.of()).remove(dismissed.personId());
        }
    }

    void start(@Observes StartupEvent started) {
        follower.start();
    }

    void stop(@Observes ShutdownEvent stopping) {
        follower.close();
    }
}
