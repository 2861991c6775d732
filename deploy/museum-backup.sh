#!/usr/bin/env bash
# Nightly backup of the museum site (README "Deploying", 9): the database first (pg_dump, custom
# format), then DATA_DIR as a dated rsync snapshot whose unchanged files are hard links to the
# previous one. Keeps the newest KEEP (14) of each. In that order, a file added after the dump is
# harmless; a row without its file would not be.
#   15 3 * * * museum /srv/museum/current/deploy/museum-backup.sh     (/etc/cron.d/museum-backup)
# The database: DATABASE_URL if set, else PGHOST/PGUSER/PGDATABASE (127.0.0.1, museum, museum), the
# password from ~/.pgpass.
set -euo pipefail
BACKUP_DIR="${BACKUP_DIR:-/var/backups/museum}"
DATA_DIR="${DATA_DIR:-/srv/museum/data}"
KEEP="${KEEP:-14}"
export PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-museum}" PGDATABASE="${PGDATABASE:-museum}"
stamp=$(date +%F)

mkdir -p "$BACKUP_DIR"
umask 077
if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump -Fc -d "$DATABASE_URL" -f "$BACKUP_DIR/db-$stamp.dump.part"
else
  pg_dump -Fc -f "$BACKUP_DIR/db-$stamp.dump.part"
fi
mv "$BACKUP_DIR/db-$stamp.dump.part" "$BACKUP_DIR/db-$stamp.dump"

link=()
[ -d "$BACKUP_DIR/data-latest" ] && link=(--link-dest="$BACKUP_DIR/data-latest/")
# db/ is the embedded database (unused with PostgreSQL); media/.incoming holds uploads in progress.
rsync -a --delete --exclude /db/ --exclude /media/.incoming/ "${link[@]}" "$DATA_DIR/" "$BACKUP_DIR/data-$stamp/"
ln -sfn "data-$stamp" "$BACKUP_DIR/data-latest"

find "$BACKUP_DIR" -maxdepth 1 -name 'db-*.dump' | sort | head -n -"$KEEP" | xargs -r rm -f
find "$BACKUP_DIR" -maxdepth 1 -type d -name 'data-2*' | sort | head -n -"$KEEP" | xargs -r rm -rf
echo "museum backup $stamp: $(du -sh "$BACKUP_DIR/db-$stamp.dump" | cut -f1) database, $(du -sh "$BACKUP_DIR/data-$stamp" | cut -f1) files"
