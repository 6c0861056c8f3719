import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";

export type BackupTarget = {
  /** postgres://… when PostgreSQL is used, else undefined. */
  databaseUrl?: string;
  sqlitePath: string;
  mediaDir: string;
};

type Manifest = { format: 1; engine: "sqlite" | "postgres"; createdAt: string; database: string; media: boolean };

function run(command: string, args: string[], options: { input?: string } = {}) {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
    child.stdin.end(options.input);
  });
}

/**
 * Writes one .tar.gz holding a consistent copy of the database (SQLite's online backup API, or
 * pg_dump's snapshot) and the media folder.
 */
export async function createBackup(target: BackupTarget, archivePath: string) {
  const staging = mkdtempSync(join(tmpdir(), "school-backup-"));
  try {
    const engine = target.databaseUrl ? "postgres" : "sqlite";
    const database = engine === "sqlite" ? "school.db" : "school.dump";
    if (engine === "sqlite") {
      const source = new DatabaseSync(target.sqlitePath, { readOnly: true });
      try {
        await backup(source, join(staging, database));
      } finally {
        source.close();
      }
    } else {
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${join(staging, database)}`,
        target.databaseUrl!,
      ]);
    }
    const hasMedia = existsSync(target.mediaDir) && readdirSync(target.mediaDir).length > 0;
    if (hasMedia) cpSync(target.mediaDir, join(staging, "media"), { recursive: true });
    const manifest: Manifest = { format: 1, engine, createdAt: new Date().toISOString(), database, media: hasMedia };
    writeFileSync(join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    mkdirSync(dirname(resolve(archivePath)), { recursive: true });
    await run("tar", ["-czf", resolve(archivePath), "-C", staging, "."]);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Restores an archive into an empty install (refuses to overwrite existing data). */
export async function restoreBackup(target: BackupTarget, archivePath: string) {
  const staging = mkdtempSync(join(tmpdir(), "school-restore-"));
  try {
    await run("tar", ["-xzf", resolve(archivePath), "-C", staging]);
    const manifest = JSON.parse(readFileSync(join(staging, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}`);
    const engine = target.databaseUrl ? "postgres" : "sqlite";
    if (engine !== manifest.engine)
      throw new Error(`This backup is of a ${manifest.engine} database; the install uses ${engine}.`);
    if (existsSync(target.mediaDir) && readdirSync(target.mediaDir).length > 0) {
      throw new Error(`The media folder ${target.mediaDir} is not empty; restore goes into an empty install.`);
    }
    if (engine === "sqlite") {
      if (existsSync(target.sqlitePath))
        throw new Error(`${target.sqlitePath} exists; restore goes into an empty install.`);
      mkdirSync(dirname(resolve(target.sqlitePath)), { recursive: true });
      cpSync(join(staging, manifest.database), target.sqlitePath);
    } else {
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${target.databaseUrl!}`,
        join(staging, manifest.database),
      ]);
    }
    if (manifest.media) cpSync(join(staging, "media"), target.mediaDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
