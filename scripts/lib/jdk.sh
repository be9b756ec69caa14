# Sourced by Tengen's scripts: finds a JDK >= 21 and exports JAVA_HOME and PATH.
# Order: $JAVA_HOME, the java on PATH, then every JDK under /usr/lib/jvm (newest first).

tengen_java_version() { # prints the feature version of the java binary $1, or nothing
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n1
}

tengen_java_build() { # prints the JVM build of the java binary $1 (java.vm.version), as an ahead-of-time cache names it
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.vm\.version = //p' | head -n1
}

tengen_find_jdk() {
  local candidate version
  for candidate in "${JAVA_HOME:-}" "$(dirname "$(dirname "$(readlink -f "$(command -v javac 2>/dev/null || echo /nonexistent)")")")" $(ls -d /usr/lib/jvm/* 2>/dev/null | sort -rV); do
    [ -n "$candidate" ] && [ -x "$candidate/bin/javac" ] || continue
    version=$(tengen_java_version "$candidate/bin/java")
    if [ -n "$version" ] && [ "${version%%.*}" -ge 21 ] 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if ! TENGEN_JDK=$(tengen_find_jdk); then
  echo "tengen: no JDK 21 or newer found (looked at JAVA_HOME, PATH and /usr/lib/jvm)." >&2
  echo "tengen: install one, for example 'apt-get install openjdk-21-jdk-headless' or Temurin 21+, or set JAVA_HOME." >&2
  exit 3
fi
export JAVA_HOME="$TENGEN_JDK"
export PATH="$JAVA_HOME/bin:$PATH"
