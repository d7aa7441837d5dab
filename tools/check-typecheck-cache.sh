#!/usr/bin/env bash
# Proves that turbo's typecheck cache follows packages/contracts: in a scratch copy of this working tree
# (its node_modules borrowed, not installed), `pnpm typecheck` runs once to warm the cache, then an
# exported endpoint group is renamed in the contracts and `pnpm typecheck` must fail in the packages that
# import it, instead of replaying their earlier success from the cache.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
group=healthEndpoints
work=$(mktemp -d)
scratch=$work/repo
log=$work/typecheck.log
pnpm() { npx --yes pnpm@10 "$@"; }

cleanup() {
  git -C "$repo" worktree remove --force "$scratch" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "typecheck cache check FAILED: $1"
  [ -f "$log" ] && tail -n 40 "$log"
  exit 1
}

# The working tree's uncommitted changes to tracked files ride along (`git stash create` only writes a
# commit object); a clean tree gives nothing, and HEAD is used.
snapshot=$(git -C "$repo" stash create)
git -C "$repo" worktree add --quiet --detach "$scratch" "${snapshot:-HEAD}"

# The root node_modules holds every installed package: a link to it is enough. Each workspace package's
# own node_modules is a folder of relative links (its workspace dependencies among them), so it is
# copied: the links must point into the scratch copy, where the contracts will change.
ln -s "$repo/node_modules" "$scratch/node_modules"
(cd "$repo" && find . -mindepth 2 -maxdepth 3 -name node_modules -type d -not -path './node_modules/*') |
  while read -r modules; do
    [ -d "$scratch/$(dirname "$modules")" ] && cp -a "$repo/$modules" "$scratch/$modules"
  done

cd "$scratch"
echo "warming the cache: pnpm typecheck in a scratch worktree"
pnpm typecheck --output-logs=errors-only >"$log" 2>&1 || fail "pnpm typecheck fails before any change"
pnpm typecheck --output-logs=errors-only >"$log" 2>&1 || fail "pnpm typecheck fails on a second run"
grep -q 'FULL TURBO' "$log" || fail "a second pnpm typecheck with no change was not answered from the cache"

# Renamed throughout the contracts package, which stays consistent: only its importers can break.
grep -rqE "export const $group\b" packages/contracts/src || fail "no 'export const $group' in packages/contracts/src"
grep -rlw --exclude-dir=node_modules "$group" packages/contracts | xargs sed -i -E "s/\b$group\b/${group}Renamed/g"
echo "renamed $group in packages/contracts: pnpm typecheck must fail"
if pnpm typecheck --continue --output-logs=errors-only >"$log" 2>&1; then
  fail "renaming $group in packages/contracts left pnpm typecheck green (its importers were replayed from the cache)"
fi
importers=$(grep -E '^[^ ]+:typecheck: .*error TS.*\b'"$group"'\b' "$log" | grep -v '^@shop/contracts:' || true)
[ -n "$importers" ] || fail "pnpm typecheck failed, but not in a package that imports $group"
echo "$importers"
echo "typecheck cache check passed: renaming $group in packages/contracts fails pnpm typecheck in its importers"
