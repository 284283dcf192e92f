/** Spec §3: accountType is Free, a plan name, or admin. Admin wins over any plan. */
export function accountTypeOf(user: { isAdmin: boolean }, planName: string): string {
  if (user.isAdmin) return 'admin';
  return planName || 'Free';
}

export const isAdminEmail = (email: string, adminEmails: string[]): boolean =>
  adminEmails.some((admin) => admin.toLowerCase() === email.toLowerCase());
