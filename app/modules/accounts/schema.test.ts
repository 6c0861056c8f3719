import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { adminUserSchema, loginSchema, newPasswordSchema } from "./schema";

const login = { userid: "office", password: "secret1" };
const admin = { userid: "office.admin", displayName: "Office Admin", role: "admin", password: "long enough phrase" };

const errorsOf = (schema: Parameters<typeof parseForm>[0], input: Record<string, unknown>) => {
  const result = parseForm(schema, input);
  return result.ok ? {} : result.fields;
};

describe("loginSchema", () => {
  it("accepts a login, trimming the user ID but not the password", () => {
    expect(loginSchema.parse({ userid: " office ", password: " pass word " })).toEqual({
      userid: "office",
      password: " pass word ",
    });
  });
  it.each([
    ["userid", "", "User ID is required"],
    ["userid", "   ", "User ID is required"],
    ["userid", undefined, "User ID is required"],
    ["userid", "u".repeat(101), "User ID must be at most 100 characters"],
    ["password", "", "Password is required"],
    ["password", undefined, "Password is required"],
    ["password", "12345", "Password must be at least 6 characters"],
    ["password", "p".repeat(201), "Password must be at most 200 characters"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(loginSchema, { ...login, [field]: value })).toEqual({ [field]: expected });
  });
  it("reports both fields at once", () => {
    expect(errorsOf(loginSchema, {})).toEqual({ userid: "User ID is required", password: "Password is required" });
  });
});

describe("newPasswordSchema", () => {
  it("accepts 12 to 128 characters", () => {
    expect(newPasswordSchema.parse("123456789012")).toBe("123456789012");
    expect(newPasswordSchema.parse("p".repeat(128))).toHaveLength(128);
  });
  it("refuses short, long and empty", () => {
    expect(newPasswordSchema.safeParse("12345678901").error?.issues[0]?.message).toBe(
      "Password must be at least 12 characters",
    );
    expect(newPasswordSchema.safeParse("p".repeat(129)).error?.issues[0]?.message).toBe(
      "Password must be at most 128 characters",
    );
    expect(newPasswordSchema.safeParse("").error?.issues[0]?.message).toBe("Password is required");
  });
});

describe("adminUserSchema", () => {
  it("accepts an account", () =>
    expect(adminUserSchema.parse({ ...admin, role: "editor" })).toEqual({ ...admin, role: "editor" }));
  it.each([
    ["userid", " ", "User ID is required"],
    ["userid", "office admin", "User ID may contain only letters, digits and . _ @ -"],
    ["displayName", "", "Display name is required"],
    ["displayName", "d".repeat(101), "Display name must be at most 100 characters"],
    ["role", "owner", "Role must be admin or editor"],
    ["role", undefined, "Role must be admin or editor"],
    ["password", "short", "Password must be at least 12 characters"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(adminUserSchema, { ...admin, [field]: value })).toEqual({ [field]: expected });
  });
});
