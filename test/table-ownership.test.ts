import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ownerFolder, ownerTablesFile, TABLE_OWNERS, type TableOwner } from "../db/table-owners";

// Each table is read and written only by its owner's files (docs/decisions/097-table-ownership.md). The check reads
// the code the way Kysely does: a table named as a literal ("x", "x as y", ["x", "y"]) or through a variable whose
// type is a union of table names (`db.selectFrom(kind.table)`), and the table names of raw `sql` templates.

const root = path.resolve(import.meta.dirname, "..");
const scannedFolders = ["app", "server", "scripts"];
const tableMethods = new Set([
  "selectFrom",
  "insertInto",
  "updateTable",
  "deleteFrom",
  "replaceInto",
  "mergeInto",
  "innerJoin",
  "leftJoin",
  "rightJoin",
  "fullJoin",
  "innerJoinLateral",
  "leftJoinLateral",
]);
const tables = new Set(Object.keys(TABLE_OWNERS));
const rawSqlTable = /\b(?:from|into|update|join)\s+"?([a-z_]+)"?/gi;

/**
 * Moves not made yet: files that still touch a table they do not own, each with the reason and what the owner should
 * export. The check fails when an entry is no longer needed, so the list only shrinks.
 */
const PENDING: Record<string, { tables: string[]; why: string }> = {};

type TableReference = { file: string; line: number; table: string; how: string };

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The table names a method's first argument can stand for ("x as y" is table x). */
function namesOf(checker: ts.TypeChecker, argument: ts.Expression): string[] {
  if (ts.isArrayLiteralExpression(argument)) return argument.elements.flatMap((element) => namesOf(checker, element));
  const type = checker.getTypeAtLocation(argument);
  const parts = type.isUnion() ? type.types : [type];
  return parts
    .filter((part) => part.isStringLiteral())
    .map((part) => (part as ts.StringLiteralType).value.split(/\s+as\s+/i)[0].trim())
    .filter((name) => tables.has(name));
}

function isSqlTag(tag: ts.Expression) {
  const name = ts.isExpressionWithTypeArguments(tag) ? tag.expression : tag;
  return ts.isIdentifier(name) && name.text === "sql";
}

function templateText(template: ts.TemplateLiteral) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(" ? ");
}

function tableReferences(): TableReference[] {
  const files = scannedFolders.flatMap(sourceFiles);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const program = ts.createProgram(
    files.map((file) => path.join(root, file)),
    { ...config?.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const found: TableReference[] = [];
  for (const file of files) {
    const source = program.getSourceFile(path.join(root, file));
    if (!source) throw new Error(`${file} was not read`);
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        tableMethods.has(node.expression.name.text) &&
        node.arguments[0]
      ) {
        for (const table of namesOf(checker, node.arguments[0]))
          found.push({ file, line: lineOf(node.arguments[0]), table, how: node.expression.name.text });
      }
      if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
        for (const match of templateText(node.template).matchAll(rawSqlTable))
          if (tables.has(match[1].toLowerCase()))
            found.push({ file, line: lineOf(node), table: match[1].toLowerCase(), how: "sql`…`" });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("table ownership", () => {
  it("names an owner folder that exists for every table", () => {
    const modules = new Set(readdirSync(path.join(root, "app/modules")));
    const owners = new Set<TableOwner>(Object.values(TABLE_OWNERS));
    expect([...owners].filter((owner) => owner !== "kernel" && !modules.has(owner))).toEqual([]);
  });

  it("has each table's columns declared by its owner", () => {
    const misplaced = Object.entries(TABLE_OWNERS)
      .filter(([table, owner]) => {
        const file = path.join(root, ownerTablesFile(owner));
        return !existsSync(file) || !new RegExp(`^\\s+${table}: \\w+;$`, "m").test(readFileSync(file, "utf8"));
      })
      .map(([table, owner]) => `${table} is not declared in ${ownerTablesFile(owner)}`);
    expect(misplaced).toEqual([]);
  });

  it("lets only the owner's files read or write a table", { timeout: 180_000 }, () => {
    const references = tableReferences();
    // The scan must see the queries it judges: a broken scan would pass every file.
    expect(references.filter((reference) => reference.table === "events").length).toBeGreaterThan(5);
    const outside = references.filter(({ file, table }) => {
      const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
      return !file.startsWith(ownerFolder(owner)) && !PENDING[file]?.tables.includes(table);
    });
    const violations = outside.map(({ file, line, table, how }) => {
      const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
      return `${file}:${line} ${how}("${table}"): owned by ${owner} (${ownerFolder(owner)}); ask it through its index.server.ts`;
    });
    expect(violations).toEqual([]);
    const stale = Object.entries(PENDING).flatMap(([file, entry]) =>
      entry.tables
        .filter((table) => !references.some((reference) => reference.file === file && reference.table === table))
        .map((table) => `${file} no longer touches ${table}: drop it from PENDING`),
    );
    expect(stale).toEqual([]);
  });
});
