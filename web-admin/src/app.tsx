import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Auth } from './auth/auth';
import { Client } from './api/client';
import { ApiProblem, Offline } from './api/problem';
import { tournamentsApi } from './api/tournaments';
import type { Caller } from './api/types';
import { ConnectionBanner } from './components/Banner';
import { EventFrame } from './components/EventFrame';
import { Link } from './components/Link';
import { SessionContext } from './components/hooks';
import { currentLocale, languageName, LOCALES, setLocale, t, type Locale } from './i18n/i18n';
import { match, navigate, usePath } from './router';
import { EventList } from './routes/director/events/EventList';
import { EventSettings } from './routes/director/events/EventSettings';
import { Officials } from './routes/director/events/Officials';
import { CheckIn } from './routes/director/players/CheckIn';
import { ExportOpenGotha } from './routes/director/players/ExportOpenGotha';
import { ImportPlayers } from './routes/director/players/ImportPlayers';
import { Players } from './routes/director/players/Players';
import { SignIn } from './routes/sign-in/SignIn';
import { RoundScreen, ROUND_SCREENS } from './routes/director/rounds/RoundScreen';
// the referee's desk and the player's screens (issue 14)
import { RefereeBoards } from './routes/referee/boards/RefereeBoards';
import { RefereeGame } from './routes/referee/game/RefereeGame';
import { PlayerHome } from './routes/player/games/PlayerHome';
import { PlayerGame } from './routes/player/game/PlayerGame';
// committee and auditor (issue 14)
import { AppealCase } from './routes/committee/AppealCase';
import { Docket } from './routes/committee/Docket';
import { FileAppeal } from './routes/committee/FileAppeal';
import { RulingNotice } from './routes/committee/RulingNotice';
import { AuditDesk } from './routes/auditor/AuditDesk';
// sanctions, the bans registry and a person's conduct across tournaments (issue 14)
import { Bans } from './routes/committee/Bans';
import { Conduct } from './routes/auditor/Conduct';

const SCREENS = ['/', '/events/:id/settings', '/events/:id/officials', '/events/:id/players', '/events/:id/import',
  '/events/:id/check-in', '/events/:id/check-in/:round', ...ROUND_SCREENS,
  '/referee', '/referee/games/:id', '/player', '/player/games/:id',
  // committee and auditor (issue 14)
  '/events/:id/arbitration', '/events/:id/arbitration/protests/:protest/appeal', '/events/:id/arbitration/appeals/:appeal',
  '/events/:id/arbitration/appeals/:appeal/notice', '/events/:id/audit',
  // sanctions, the bans registry and a person's conduct across tournaments (issue 14)
  '/bans', '/conduct'] as const;

/** The desks an account opens: the director's for the federation's staff, the referee's, the player's. */
function desksOf(caller: Caller) {
  const director = caller.roles.some((r) => r === 'organizer' || r === 'technical-delegate');
  const referee = caller.roles.some((r) => r === 'referee' || r === 'chief-referee')
    || caller.offices.some((o) => o.role === 'referee' || o.role === 'chief-referee');
  // the registry and the conduct records span tournaments: an account's own roles open them (PLATFORM.md, roles table)
  const bans = caller.roles.some((r) => ['organizer', 'technical-delegate', 'chief-referee', 'auditor'].includes(r));
  const conduct = caller.roles.some((r) => ['organizer', 'technical-delegate', 'auditor'].includes(r));
  return { director, referee, player: caller.players.length > 0, bans, conduct };
}

/** The console: the sign-in page until someone is signed in, then the screens of the director's desk. */
export function App(props: { auth: Auth; relocalize: () => void }) {
  const client = useMemo(() => new Client(props.auth), [props.auth]);
  const api = useMemo(() => tournamentsApi(client), [client]);
  const [caller, setCaller] = useState<Caller | null | undefined>(undefined);
  const [expired, setExpired] = useState(false);
  const [online, setOnline] = useState(true);
  const path = usePath();

  const whoAmI = () => api.whoAmI().then(setCaller, (failure) => {
    if (failure instanceof ApiProblem || failure instanceof Offline) setCaller(null);
    if (failure instanceof Offline) setOnline(false);
  });

  useEffect(() => {
    client.onUnauthorized(() => {
      setExpired(true);
      setCaller(null);
    });
    const off = client.onConnection(setOnline);
    const browserOffline = () => setOnline(false);
    window.addEventListener('offline', browserOffline);
    whoAmI();
    return () => {
      off();
      window.removeEventListener('offline', browserOffline);
    };
  }, [client]);

  useEffect(() => {
    const screen = match(SCREENS, path);
    document.title = `${screen?.pattern === '/' || !screen ? t('events.title') : t('app.name')} · Tengen`;
  }, [path]);

  if (caller === undefined) return <main id="main"><p>{t('common.loading')}</p></main>;
  if (caller === null) {
    return (
      <>
        <ConnectionBanner online={online} />
        <SignIn auth={props.auth} expired={expired} onSignedIn={() => { setExpired(false); whoAmI(); navigate(path === '/sign-in' ? '/' : path, true); }} />
      </>
    );
  }

  const signOut = async () => {
    await props.auth.signOut();
    setCaller(null);
  };
  const screen = match(SCREENS, path);
  const id = screen?.params.id ?? '';
  const desks = desksOf(caller);
  let body;
  switch (screen?.pattern) {
    case '/':
      body = desks.director || (!desks.referee && !desks.player) ? <EventList />
        : desks.referee ? <RefereeBoards /> : <PlayerHome />;
      break;
    case '/referee':
      body = <RefereeBoards />;
      break;
    case '/referee/games/:id':
      body = <RefereeGame id={id} />;
      break;
    case '/player':
      body = <PlayerHome />;
      break;
    case '/player/games/:id':
      body = <PlayerGame id={id} />;
      break;
    case '/events/:id/settings':
      body = <EventFrame id={id} tab="settings">{(event, reload) => <EventSettings event={event} reload={reload} />}</EventFrame>;
      break;
    case '/events/:id/officials':
      body = <EventFrame id={id} tab="officials">{(event) => <Officials event={event} />}</EventFrame>;
      break;
    case '/events/:id/players':
      body = <EventFrame id={id} tab="players">{(event, reload) => <Players event={event} reload={reload} />}</EventFrame>;
      break;
    case '/events/:id/import':
      body = (
        <EventFrame id={id} tab="import">{(event, reload) => (
          <>
            <ImportPlayers event={event} reload={reload} />
            <ExportOpenGotha event={event} />
          </>
        )}</EventFrame>
      );
      break;
    case '/events/:id/check-in':
    case '/events/:id/check-in/:round':
      body = (
        <EventFrame id={id} tab="check-in">
          {(event) => <CheckIn event={event} round={Number(screen.params.round ?? 1)} />}
        </EventFrame>
      );
      break;
    // committee and auditor (issue 14)
    case '/events/:id/arbitration':
      body = <EventFrame id={id} tab="arbitration">{(event) => <Docket event={event} />}</EventFrame>;
      break;
    case '/events/:id/arbitration/protests/:protest/appeal':
      body = <EventFrame id={id} tab="arbitration">{(event) => <FileAppeal event={event} protestId={screen.params.protest} />}</EventFrame>;
      break;
    case '/events/:id/arbitration/appeals/:appeal':
      body = <EventFrame id={id} tab="arbitration">{(event) => <AppealCase event={event} appealId={screen.params.appeal} />}</EventFrame>;
      break;
    case '/events/:id/arbitration/appeals/:appeal/notice':
      body = <EventFrame id={id} tab="arbitration">{(event) => <RulingNotice event={event} appealId={screen.params.appeal} />}</EventFrame>;
      break;
    case '/events/:id/audit':
      body = <EventFrame id={id} tab="audit">{(event) => <AuditDesk event={event} />}</EventFrame>;
      break;
    // sanctions, the bans registry and a person's conduct across tournaments (issue 14)
    case '/bans':
      body = <Bans />;
      break;
    case '/conduct':
      body = <Conduct />;
      break;
    default:
      if (screen && (ROUND_SCREENS as readonly string[]).includes(screen.pattern)) {
        body = <RoundScreen screen={screen} />;
        break;
      }
      body = <p>{t('common.notFound')} <Link to="/">{t('events.title')}</Link></p>;
  }

  return (
    <SessionContext.Provider value={{ api, client, caller, signOut }}>
      <a class="skip" href="#main">{t('nav.skip')}</a>
      <header class="top">
        <Link to="/" class="brand">{t('app.name')}</Link>
        {(desks.referee || desks.player || desks.bans || desks.conduct) && (
          <nav class="desks" aria-label={t('referee.nav.label')}>
            {(desks.director || (!desks.referee && !desks.player)) && <Link to="/" current={!['/referee', '/player', '/bans', '/conduct'].some((p) => path.startsWith(p))}>{t('events.title')}</Link>}
            {desks.referee && <Link to="/referee" current={path.startsWith('/referee') || (path === '/' && !desks.director)}>{t('referee.nav.desk')}</Link>}
            {desks.player && <Link to="/player" current={path.startsWith('/player') || (path === '/' && !desks.director && !desks.referee)}>{t('player.nav.games')}</Link>}
            {desks.bans && <Link to="/bans" current={path.startsWith('/bans')}>{t('sanctions.nav.bans')}</Link>}
            {desks.conduct && <Link to="/conduct" current={path.startsWith('/conduct')}>{t('auditor.conduct.nav')}</Link>}
          </nav>
        )}
        <div class="who">
          <span>{t('app.signedInAs', { user: caller.user })}</span>
          <label class="visually-hidden" for="language">{t('app.language')}</label>
          <select id="language" value={currentLocale()}
            onChange={async (e) => { await setLocale(e.currentTarget.value as Locale); props.relocalize(); }}>
            {LOCALES.map((l) => <option key={l} value={l}>{languageName(l)}</option>)}
          </select>
          <button type="button" class="small" onClick={signOut}>{t('app.signOut')}</button>
        </div>
      </header>
      <ConnectionBanner online={online} />
      <main id="main" tabIndex={-1}>{body}</main>
    </SessionContext.Provider>
  );
}
