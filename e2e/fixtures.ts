/** The child the browser tests make books for, as create-profile takes her; `interests` vary by test. */
export const mayaProfile = (interests: Record<string, string[]>) => ({
  personal_information: {
    first_name: 'Maya',
    age: '6',
    gender: 'Girl',
    language: 'English',
    ethnicity: 'Other',
    hair_color: 'brown',
    eye_color: 'green',
  },
  interests,
});

/** The PIN the browser tests choose for a parent who generates through the API. */
export const TEST_PIN = '1357';

interface ApiContext {
  post(url: string, options: { data: object }): Promise<{ ok(): boolean; status(): number }>;
}

/**
 * Lets the signed-in session generate for the profile, as the PIN dialog does: chooses the first PIN for
 * it, or, when a PIN is set already, enters it. Without this the generation routes answer 403 pin_required.
 */
export async function passPin(api: ApiContext, baseUrl: string, profileId: string): Promise<void> {
  const chosen = await api.post(`${baseUrl}/api/user/update-pin`, {
    data: { old_pin: '', new_pin: TEST_PIN, profileId },
  });
  if (chosen.ok()) return;
  const entered = await api.post(`${baseUrl}/api/auth/verify-gen`, {
    data: { authPin: TEST_PIN, profileId },
  });
  if (!entered.ok()) throw new Error(`the PIN was not accepted (${chosen.status()}, ${entered.status()})`);
}
