/** "/Transport", "Transport", "transport/" → "transport". */
export const pathKeyOf = (path: string) => path.replace(/^\/+|\/+$/g, "").toLowerCase();
