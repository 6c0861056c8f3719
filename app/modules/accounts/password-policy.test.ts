import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, passwordProblem, passwordStrength, strongPasswordSchema } from "./password-policy";

const context = { userid: "office.clerk", displayName: "Meena Rao", schoolName: "Sample Vidya Niketan School" };

describe("the password rule", () => {
  it.each([
    ["12345678", PASSWORD_MESSAGES.tooShort],
    ["password", PASSWORD_MESSAGES.tooShort],
    ["qwertyui", PASSWORD_MESSAGES.tooShort],
    ["x".repeat(129), PASSWORD_MESSAGES.tooLong],
    ["123456789012", PASSWORD_MESSAGES.common],
    ["password1234", PASSWORD_MESSAGES.weak],
    ["aaaaaaaaaaaa", PASSWORD_MESSAGES.weak],
    ["office.clerk", PASSWORD_MESSAGES.personal],
    ["Office Clerk 2026!", PASSWORD_MESSAGES.personal],
    ["meena rao forever", PASSWORD_MESSAGES.personal],
    ["vidya niketan 1990", PASSWORD_MESSAGES.personal],
  ])("refuses %j", (password, message) => expect(passwordProblem(password, context)).toBe(message));

  it.each(["correct horse battery staple", "lantern orchard 41", "Tr0ub4dor&3xyz", "p".repeat(10) + "ü🙂 a long one"])(
    "accepts %j",
    (password) => expect(passwordProblem(password, context)).toBeUndefined(),
  );

  it("scores for the meter", () => {
    expect(passwordStrength("aaaaaaaaaaaa").score).toBeLessThan(2);
    expect(passwordStrength("correct horse battery staple").score).toBe(4);
  });

  it("is a zod schema for forms that know the account", () => {
    const schema = strongPasswordSchema(context);
    expect(schema.safeParse("lantern orchard 41").success).toBe(true);
    expect(schema.safeParse("office.clerk!!").error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.personal);
  });
});
