// The two dashboard roles and their order: an administrator may do everything an editor may.

export const ADMIN_ROLES = ["admin", "editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const RANK: Record<AdminRole, number> = { editor: 1, admin: 2 };

/** Whether a user of role `role` may do what needs `needed`. */
export const roleAllows = (role: AdminRole, needed: AdminRole) => RANK[role] >= RANK[needed];
