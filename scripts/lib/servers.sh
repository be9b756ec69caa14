# Sourced by the scripts that run the distributed deployment's servers (scripts/lib/*-server): where a server keeps
# its files, its ports, its process, and how it is fetched. Every server listens on 127.0.0.1 only.
#
# A server named NAME keeps everything under $TENGEN_DISTRIBUTED_DIR/NAME (default target/distributed/NAME in the
# repository; `--dir DIR` on the command line wins): its data, `server.log`, `pid` while it runs, `port*` (the ports
# chosen on its first start, reused on every later start so clients keep their addresses) and `env` (the
# environment variables a service takes to reach it, one NAME=value a line).

tengen_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# What is fetched and built once for every DIR (class paths into ~/.m2, Keycloak's built distribution); never data.
tengen_cache="${TENGEN_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/tengen}"

tengen_die() { # prints the message on stderr and exits with status 3
  echo "tengen: $*" >&2
  exit 3
}

tengen_say() { echo "tengen: $*" >&2; }

# Parses `COMMAND [--dir DIR]` into $tengen_command and $tengen_dir (absolute); NAME is the server's folder name.
tengen_server_args() {
  local name="$1"; shift
  tengen_command="${1:-}"; [ $# -gt 0 ] && shift
  local dir="${TENGEN_DISTRIBUTED_DIR:-$tengen_root/target/distributed}"
  while [ $# -gt 0 ]; do
    case "$1" in
      --dir) [ $# -ge 2 ] || tengen_die "--dir needs a directory"; dir="$2"; shift 2 ;;
      *) tengen_die "unknown argument '$1' (usage: $(basename "$0") start|stop|status [--dir DIR])" ;;
    esac
  done
  mkdir -p "$dir/$name" || tengen_die "cannot create the directory $dir/$name"
  tengen_dir="$(cd "$dir/$name" && pwd)"
}

tengen_listening() { # true when something accepts connections on 127.0.0.1:$1
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# Prints the port a server uses, recorded in $tengen_dir/$file: the recorded one; else $requested when set (0: any
# free port); else $default when free; else the first free port above it. A port taken by another process is an error
# only when it was recorded or requested: the caller checks with tengen_port_free.
tengen_port() {
  local file="$1" default="$2" requested="${3:-}" port
  if [ -s "$tengen_dir/$file" ]; then
    cat "$tengen_dir/$file"
    return
  fi
  if [ -n "$requested" ] && [ "$requested" != 0 ]; then
    port="$requested"
  else
    if [ "$requested" = 0 ]; then port="$(tengen_random_port)"; else port="$default"; fi
    while tengen_port_used "$port" || tengen_port_claimed "$port"; do port=$((port + 1)); done
  fi
  echo "$port" > "$tengen_dir/$file"
  echo "$port"
}

tengen_random_port() { # below the kernel's range of ports for outgoing connections, which a client may hold
  local lowest
  lowest="$(cut -f1 /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || echo 32768)"
  [ "$lowest" -gt 12000 ] 2>/dev/null || lowest=32768
  echo $((10000 + RANDOM % (lowest - 11000)))
}

tengen_port_used() { # something listens on 127.0.0.1:$1, or a connection holds it as its local port
  tengen_listening "$1" || { command -v ss >/dev/null 2>&1 && [ -n "$(ss -Htan "sport = :$1" 2>/dev/null)" ]; }
}

tengen_port_claimed() { # true when another port file in this folder already holds $1 (chosen, not yet listening)
  grep -qx "$1" "$tengen_dir"/port* 2>/dev/null
}

tengen_port_free() { # fails with a clear message when 127.0.0.1:$1 is taken by another process
  if tengen_listening "$1"; then
    tengen_die "$2: port 127.0.0.1:$1 is taken by another process (recorded in $tengen_dir; free it, or use another --dir)"
  fi
}

tengen_running() { # true when the process group recorded in $tengen_dir/pid is alive
  [ -s "$tengen_dir/pid" ] && kill -0 -- "-$(cat "$tengen_dir/pid")" 2>/dev/null
}

# Starts "$@" in a new session (its own process group, so stopping it stops every process it made), output appended
# to server.log; records the group's id in pid.
tengen_spawn() {
  echo "=== $(date -u +%FT%TZ) start: $*" >> "$tengen_dir/server.log"
  setsid "$@" >> "$tengen_dir/server.log" 2>&1 < /dev/null &
  local pid=$! waited=0
  # The child makes its session (and the group bearing its pid) a moment after the fork; until then tengen_running
  # would take a starting server for a dead one, as it did on a loaded machine. Wait for the group, or the child's end.
  while ! kill -0 -- "-$pid" 2>/dev/null && kill -0 "$pid" 2>/dev/null && [ "$waited" -lt 1000 ]; do
    sleep 0.01
    waited=$((waited + 1))
  done
  echo "$pid" > "$tengen_dir/pid"
}

# Stops the recorded process group: TERM, then KILL after $1 seconds (default 30).
tengen_stop_group() {
  local name="$1" grace="${2:-30}" pid waited=0
  if ! tengen_running; then
    rm -f "$tengen_dir/pid"
    echo "$name: not running"
    return 0
  fi
  pid="$(cat "$tengen_dir/pid")"
  kill -TERM -- "-$pid" 2>/dev/null || true
  while kill -0 -- "-$pid" 2>/dev/null; do
    if [ "$waited" = $((grace * 10)) ]; then
      tengen_say "$name did not stop within ${grace}s; killing it"
      kill -KILL -- "-$pid" 2>/dev/null || true
    elif [ "$waited" -gt $((grace * 10 + 100)) ]; then
      break  # killed; what is left is exiting (a process whose parent has not yet collected it)
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  rm -f "$tengen_dir/pid"
  echo "$name: stopped"
}

# Waits until "$@" succeeds, at most $1 seconds, while the process group is alive; otherwise stops what is left of
# the group (nothing stays behind a failed start) and fails naming the log.
tengen_wait_until() {
  local name="$1" limit="$2"; shift 2
  local deadline=$((SECONDS + limit)) failure=""
  until "$@" >/dev/null 2>&1; do
    if ! tengen_running; then
      failure="$name exited while starting"
    elif [ "$SECONDS" -ge "$deadline" ]; then
      failure="$name was not ready within ${limit}s"
    fi
    if [ -n "$failure" ]; then
      [ -s "$tengen_dir/pid" ] && kill -KILL -- "-$(cat "$tengen_dir/pid")" 2>/dev/null
      rm -f "$tengen_dir/pid"
      tail -n 30 "$tengen_dir/server.log" >&2
      tengen_die "$failure; its log is $tengen_dir/server.log (last lines above)"
    fi
    sleep 0.3
  done
}

tengen_need_maven() {
  command -v mvn >/dev/null 2>&1 || tengen_die "$1 is fetched from Maven Central with Apache Maven, which is missing ('apt-get install maven')"
}

# Resolves the jars of scripts/lib/fetch/$1.pom.xml from Maven Central (or ~/.m2) and prints their class path,
# kept in $tengen_cache/$1.classpath while every jar in it exists.
tengen_classpath() {
  local pom="$tengen_root/scripts/lib/fetch/$1.pom.xml" what="$2" cp="$tengen_cache/$1.classpath" jar ok=1
  if [ -s "$cp" ] && [ "$cp" -nt "$pom" ]; then
    for jar in $(tr ':' ' ' < "$cp"); do [ -f "$jar" ] || ok=0; done
    if [ "$ok" = 1 ]; then cat "$cp"; return; fi
  fi
  tengen_need_maven "$what"
  tengen_say "fetching $what from Maven Central (first start only)..."
  mkdir -p "$tengen_cache"
  if ! mvn -B -ntp -q -f "$pom" org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
      -Dmdep.outputFile="$cp.$$" >> "$tengen_dir/fetch.log" 2>&1 || ! mv "$cp.$$" "$cp"; then
    tail -n 20 "$tengen_dir/fetch.log" >&2
    tengen_die "could not fetch $what from Maven Central (the artifacts of $pom); Maven's output is in $tengen_dir/fetch.log"
  fi
  cat "$cp"
}

# Compiles the one-file program scripts/lib/$1.java against the class path $2 once per content of the file, into
# $tengen_cache, and prints the class path to run it with (its folder, then $2). The source launcher (java File.java)
# compiles it on every run instead: seconds on every start, a quarter of a minute on a busy machine. Should javac fail,
# prints nothing, and the caller runs the source file as before.
tengen_compiled() {
  local src="$tengen_root/scripts/lib/$1.java" out
  out="$tengen_cache/$1-$(sha256sum "$src" | cut -c1-16)"
  if [ ! -f "$out/$1.class" ]; then
    mkdir -p "$out.part.$$" && javac -nowarn -cp "$2" -d "$out.part.$$" "$src" >/dev/null 2>&1 \
      && mv -T "$out.part.$$" "$out" 2>/dev/null
    rm -rf "$out.part.$$"
    [ -f "$out/$1.class" ] || return 0
  fi
  echo "$out:$2"
}

tengen_write_env() { # writes the lines "$@" (NAME=value) to $tengen_dir/env
  printf '%s\n' "$@" > "$tengen_dir/env"
}

# The usual ending of a server script: `status` prints the state and the env file; exit 3 when stopped (LSB).
tengen_status() {
  if tengen_running; then
    echo "$1: running (pid $(cat "$tengen_dir/pid"), files in $tengen_dir)"
    [ -f "$tengen_dir/env" ] && cat "$tengen_dir/env"
    return 0
  fi
  echo "$1: stopped (files in $tengen_dir)"
  return 3
}
