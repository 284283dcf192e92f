/**
 * Spec §3: accountType is Free, a plan name, or admin. Admin wins over any plan, so the plan is only
 * asked for (a call to billing) when it matters.
 */
export async function accountTypeOf(isAdmin: boolean, planName: () => Promise<string>): Promise<string> {
  if (isAdmin) return 'admin';
  return (await planName()) || 'Free';
}

export const isAdminEmail = (email: string, adminEmails: string[]): boolean =>
  adminEmails.some((admin) => admin.toLowerCase() === email.toLowerCase());
