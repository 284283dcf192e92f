/**
 * Every public /api path, in one table: who may call it, how its input is validated, which gRPC method
 * serves it and how the answer is shaped (spec §7 names the answer fields). The user id always comes from
 * the session (`caller.userId`); a body or query id is only ever compared with it.
 */
import { z } from 'zod';
import { ART_STYLES } from '@storybook-app/kit';
import {
  pageStatusWord,
  type Book__Output,
  type Page__Output,
  type QualityReport__Output as QualityReport,
  type UserProfile__Output,
} from '@storybook-app/proto';
import {
  bookPdf,
  bookProgress,
  childProfile,
  okAnswer,
  page,
  pinStanding,
  profileData,
  qualityReport,
  readerBook,
  shelfItem,
  shelfPosition,
  signedInUser,
  storySummary,
} from './answers';
import { route, type ProfileLookups, type Route, type SignedInCaller } from './route';
import {
  PROFILE_IMAGE_MAX_CHARS,
  bookDraftSchema,
  id,
  ownUserId,
  pageNumber,
  pin,
  profileDataSchema,
  savedProfileDataSchema,
  summarySchema,
} from './schemas';
import { freeText, pageUrl, requiredName, requiredText } from './text-hygiene';

const profileOut = (profile: UserProfile__Output | null) =>
  profile && {
    user_id: profile.user_id,
    name: profile.name,
    email: profile.email,
    picture: profile.picture,
    last_login: profile.last_login,
    accountType: profile.account_type,
  };

type PageAnswer = z.infer<typeof page>;
/** What of a page is made again: 'picture' for remakes from before the field. */
const remakePart = (part: string): 'picture' | 'text' | 'style' =>
  part === 'text' || part === 'style' ? part : 'picture';

function pageOut(reply: Page__Output): PageAnswer;
function pageOut(reply: Page__Output | null): PageAnswer | null;
function pageOut(reply: Page__Output | null): PageAnswer | null {
  return (
    reply && {
      ...reply,
      status: pageStatusWord(reply.status),
      // Only an owner's answers carry a page made again; nobody else's show it at all.
      remake: reply.remake
        ? {
            ...reply.remake,
            status: pageStatusWord(reply.remake.status),
            part: remakePart(reply.remake.part),
          }
        : undefined,
    }
  );
}

/** A book's quality report as the API answers it (story's `QualityReport`, in the API's camelCase). */
function qualityAnswer(quality: QualityReport) {
  return {
    passed: quality.passed,
    attempts: quality.attempts,
    summaryCoverage: quality.summary_coverage,
    bookCoverage: quality.book_coverage,
    missingWords: quality.missing_words,
    childNamed: quality.child_named,
    expectedLanguage: quality.expected_language,
    detectedLanguage: quality.detected_language,
    readabilityFormula: quality.readability_formula,
    readabilityScore: quality.readability_score,
    readabilityLimit: quality.readability_limit,
    readabilityOk: quality.readability_ok,
    longestSentence: quality.longest_sentence,
    longestSentenceMax: quality.longest_sentence_max,
    fearsFound: quality.fears_found,
    findings: quality.findings,
  };
}

/** A whole book as a reader sees it (web BookData): nothing of how it was made or where it is stored. */
const readerBookOut = (book: Book__Output) => ({
  book_id: book.book_id,
  user_id: book.user_id,
  title: book.title,
  summary: book.summary,
  genre: book.genre,
  title_svg: book.title_svg,
  cf_title_image: book.cf_title_image,
  expandedStory: book.expandedStory,
  bookLayout: book.bookLayout,
  pages: book.pages.map(pageOut),
  published: book.published,
  language: book.language,
  shared: book.shared,
  art_style: book.art_style,
});

/** An answer about a book its owner does not share is theirs alone: no cache but their browser's keeps it. */
export const UNSHARED_BOOK_CACHE = 'private, no-store';

/**
 * How long the gateway answers a parent's repeated read of a drawn page from memory (a book deleted
 * through another gateway stays readable by its owner here for at most this long).
 */
export const READY_PAGE_CACHE_MS = 60_000;

/** How long the gateway answers the public shelf from memory. */
export const PUBLIC_SHELF_CACHE_MS = 1000;

/**
 * The profile a summary is written for: the one named, else the user's first, as story picks it (spec §7's
 * summary call names none). '' when there is none: story then asks for a profile to be created.
 */
async function summaryProfile(
  profileId: string | undefined,
  caller: SignedInCaller,
  lookups: ProfileLookups,
): Promise<string> {
  if (profileId) return profileId;
  const { profiles } = await lookups.profiles.ListProfiles({ user_id: caller.userId });
  return profiles[0]?.profile_id ?? '';
}

const shelfPage = z.object({ ...ownUserId, page: z.coerce.number().int().min(1).max(10_000).default(1) });
const ok = () => ({ ok: true });
/** Calls that wait for a model answer, and those that may wait for a picture from a provider. */
const MODEL_DEADLINE_MS = 60_000;
const PICTURE_DEADLINE_MS = 180_000;
/**
 * How long one long poll of a book's progress waits for a change: an idle stream then carries a comment at
 * least this often, which keeps proxies from closing it.
 */
const PROGRESS_WAIT_MS = 15_000;

export const ROUTES: Route[] = [
  // --- auth and account (auth service) ---
  route({
    method: 'get',
    path: '/api/auth/config',
    summary: 'Which sign-in methods are available',
    access: 'public',
    service: 'auth',
    rpc: 'GetSignInConfig',
    input: z.object({}),
    toRequest: () => ({}),
    output: z.object({ googleClientId: z.string().nullable(), localLogin: z.boolean() }),
    toResponse: (reply) => ({
      googleClientId: reply.google_client_id || null,
      localLogin: reply.local_login,
    }),
  }),
  route({
    method: 'post',
    path: '/api/auth/google-login',
    summary: 'Sign in with a Google ID token',
    access: 'public',
    service: 'auth',
    rpc: 'GoogleLogin',
    input: z.object({ credentialId: z.string().min(1).max(8192) }),
    toRequest: (input, caller) => ({ credential: input.credentialId, user_agent: caller.userAgent ?? '' }),
    output: z.object({ profileData: signedInUser.nullable() }),
    refusals: [401, 409],
    toResponse: (reply) => ({ profileData: profileOut(reply.profile) }),
    session: 'open',
    rateLimit: 'signIn',
  }),
  route({
    method: 'post',
    path: '/api/auth/local-login',
    summary: 'Sign in by name (embedded run only)',
    access: 'public',
    service: 'auth',
    rpc: 'LocalLogin',
    input: z.object({ name: requiredName(60) }),
    toRequest: (input, caller) => ({ name: input.name, user_agent: caller.userAgent ?? '' }),
    output: z.object({ profileData: signedInUser.nullable() }),
    refusals: [403],
    toResponse: (reply) => ({ profileData: profileOut(reply.profile) }),
    session: 'open',
    rateLimit: 'signIn',
  }),
  route({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out and revoke the session',
    access: 'public',
    service: 'auth',
    rpc: 'Logout',
    input: z.object({}).passthrough(),
    toRequest: (_input, caller) => ({ session_token: caller.sessionToken ?? '' }),
    output: okAnswer,
    toResponse: ok,
    session: 'close',
  }),
  route({
    method: 'post',
    path: '/api/auth/verify-gen',
    summary: 'Check the generation PIN; a right one with a profileId lets this session generate for it',
    access: 'user',
    service: 'auth',
    rpc: 'VerifyGenerationPin',
    input: z.object({ ...ownUserId, authPin: pin, profileId: id.optional() }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      pin: input.authPin,
      session_token: caller.sessionToken ?? '',
      profile_id: input.profileId ?? '',
    }),
    grantsFor: (input) => input.profileId,
    output: z.object({ authGen: z.boolean(), ...pinStanding }),
    refusals: [403, 404],
    toResponse: (reply) => ({
      authGen: reply.auth_gen,
      attemptsLeft: reply.attempts_left,
      lockedUntil: reply.locked_until || null,
      pinSet: reply.pin_set,
    }),
    rateLimit: 'pin',
  }),
  route({
    method: 'get',
    path: '/api/auth/pin-status',
    summary: 'Whether a generation PIN is set, the attempts left and until when it is locked',
    access: 'user',
    service: 'auth',
    rpc: 'GetPinStatus',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: z.object(pinStanding),
    toResponse: (reply) => ({
      pinSet: reply.pin_set,
      attemptsLeft: reply.attempts_left,
      lockedUntil: reply.locked_until || null,
    }),
  }),
  route({
    method: 'post',
    path: '/api/user/get-user',
    summary: 'The signed-in user',
    access: 'user',
    service: 'auth',
    rpc: 'GetUser',
    input: z.object({ ...ownUserId, userToken: z.string().max(8192).optional() }),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: z.object({ profileData: signedInUser.nullable() }),
    refusals: [404],
    toResponse: (reply) => ({ profileData: profileOut(reply) }),
  }),
  route({
    method: 'get',
    path: '/api/user/get-account-type',
    summary: 'Free, a plan name, or admin',
    access: 'user',
    service: 'auth',
    rpc: 'GetAccountType',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: z.object({ accountType: z.string() }),
    refusals: [404],
    toResponse: (reply) => ({ accountType: reply.account_type }),
  }),
  route({
    method: 'post',
    path: '/api/user/update-pin',
    summary: 'Set or change the generation PIN; with a profileId this session may then generate for it',
    access: 'user',
    service: 'auth',
    rpc: 'UpdatePin',
    input: z.object({
      ...ownUserId,
      old_pin: z.union([pin, z.literal('')]).default(''),
      new_pin: pin,
      profileId: id.optional(),
    }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      old_pin: input.old_pin,
      new_pin: input.new_pin,
      session_token: caller.sessionToken ?? '',
      profile_id: input.profileId ?? '',
    }),
    grantsFor: (input) => input.profileId,
    output: okAnswer,
    refusals: [403, 404],
    toResponse: ok,
    rateLimit: 'pin',
  }),
  route({
    method: 'post',
    path: '/api/user/delete-account',
    summary: 'Delete the account and all its data',
    access: 'user',
    service: 'auth',
    rpc: 'DeleteAccount',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: okAnswer,
    refusals: [404],
    toResponse: ok,
    session: 'close-all',
    forgetsOwnAnswers: true,
  }),
  route({
    method: 'post',
    path: '/api/user/sessions',
    summary: "The user's signed-in browsers: when each signed in, was last seen, and which it is",
    access: 'user',
    service: 'auth',
    rpc: 'ListSessions',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId, session_token: caller.sessionToken ?? '' }),
    output: z.object({
      sessions: z.array(
        z.object({
          createdAt: z.number().int().describe('epoch milliseconds'),
          lastSeenAt: z.number().int().describe('epoch milliseconds'),
          device: z.string(),
          current: z.boolean(),
        }),
      ),
    }),
    toResponse: (reply) => ({
      sessions: reply.sessions.map((session) => ({
        createdAt: session.created_at,
        lastSeenAt: session.last_seen_at,
        device: session.device,
        current: session.current,
      })),
    }),
  }),
  route({
    method: 'post',
    path: '/api/user/sign-out-everywhere',
    summary: 'End every session of the user, this one too',
    access: 'user',
    service: 'auth',
    rpc: 'SignOutEverywhere',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: okAnswer,
    toResponse: ok,
    session: 'close-all',
  }),
  route({
    method: 'post',
    path: '/api/error/report',
    summary: 'Report a problem',
    access: 'user',
    service: 'auth',
    rpc: 'ReportProblem',
    input: z.object({
      ...ownUserId,
      description: requiredText(2000),
      pageUrl: pageUrl.default(''),
    }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      description: input.description,
      page_url: input.pageUrl,
    }),
    output: okAnswer,
    toResponse: ok,
    rateLimit: 'report',
    ownOriginUrls: ['pageUrl'],
  }),

  // --- credits and plans (billing service) ---
  route({
    method: 'post',
    path: '/api/user/get-credits',
    summary: 'The credit balance',
    access: 'user',
    service: 'billing',
    rpc: 'GetCredits',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: z.object({ creditsData: z.object({ credits: z.number().int() }) }),
    toResponse: (reply) => ({ creditsData: { credits: reply.credits } }),
  }),
  route({
    method: 'post',
    path: '/api/cart/checkout',
    summary: 'Start a Stripe checkout',
    access: 'user',
    service: 'billing',
    rpc: 'Checkout',
    input: z.object({
      ...ownUserId,
      priceId: id,
      checkoutType: z.enum(['token', 'subscription']),
      planName: z.string().trim().min(1).max(100),
    }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      price_id: input.priceId,
      checkout_type: input.checkoutType,
      plan_name: input.planName,
    }),
    output: z.object({ url: z.string() }),
    refusals: [409],
    toResponse: (reply) => ({ url: reply.url }),
  }),
  route({
    method: 'post',
    path: '/api/cart/change-subscription',
    summary: 'Move to another plan',
    access: 'user',
    service: 'billing',
    rpc: 'ChangeSubscription',
    input: z.object({ ...ownUserId, priceId: id, planName: z.string().trim().min(1).max(100) }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      price_id: input.priceId,
      plan_name: input.planName,
    }),
    output: z.object({ url: z.string() }),
    refusals: [409],
    toResponse: (reply) => ({ url: reply.url }),
  }),
  route({
    method: 'post',
    path: '/api/cart/cancel-subscription',
    summary: 'Cancel the membership (back to Free)',
    access: 'user',
    service: 'billing',
    rpc: 'CancelSubscription',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: z.object({ url: z.string().optional(), accountType: z.string() }),
    refusals: [409],
    toResponse: (reply) => ({ url: reply.url || undefined, accountType: reply.account_type }),
  }),
  route({
    method: 'post',
    path: '/api/cart/checkout-success',
    summary: 'Verify a finished checkout session',
    access: 'user',
    service: 'billing',
    rpc: 'CheckoutSuccess',
    input: z.object({ ...ownUserId, session_id: z.string().trim().min(1).max(300) }),
    toRequest: (input, caller) => ({ user_id: caller.userId, session_id: input.session_id }),
    output: z.object({ success: z.boolean(), message: z.string() }),
    refusals: [404, 409],
    toResponse: (reply) => ({ success: reply.success, message: reply.message }),
  }),
  route({
    method: 'post',
    path: '/api/webhooks/stripe',
    summary: 'Stripe webhook events (signature verified by billing)',
    access: 'public',
    service: 'billing',
    rpc: 'HandleStripeWebhook',
    input: z.object({ payload: z.instanceof(Buffer), signature: z.string().min(1).max(2000) }),
    toRequest: (input) => ({ payload: input.payload, signature: input.signature }),
    output: z.object({ received: z.boolean() }),
    refusals: [409],
    toResponse: (reply) => ({ received: reply.received }),
    rawBody: true,
    bodyLimit: '512kb',
  }),

  // --- child profiles (profiles service) ---
  route({
    method: 'get',
    path: '/api/files/get-user-profiles',
    summary: "The user's child profiles",
    access: 'user',
    service: 'profiles',
    rpc: 'ListProfiles',
    input: z.object(ownUserId),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    output: z.object({ profiles: z.array(childProfile) }),
    toResponse: (reply) => ({ profiles: reply.profiles }),
  }),
  route({
    method: 'post',
    path: '/api/files/get-profile/',
    summary: 'One child profile',
    access: 'user',
    service: 'profiles',
    rpc: 'GetProfile',
    input: z.object({ ...ownUserId, profile_id: id }),
    toRequest: (input, caller) => ({ user_id: caller.userId, profile_id: input.profile_id }),
    output: z.object({ profileData: z.object({ data: childProfile }) }),
    refusals: [404],
    toResponse: (reply) => ({ profileData: { data: reply } }),
  }),
  route({
    method: 'post',
    path: '/api/files/create-profile',
    summary: 'Create or update a child profile',
    access: 'user',
    service: 'profiles',
    rpc: 'SaveProfile',
    input: z.object({
      ...ownUserId,
      profileInfo: z.strictObject({
        profile_id: id.optional(),
        version: z.literal('1.1').default('1.1'),
        profile_data: savedProfileDataSchema,
        profile_image: z.string().max(PROFILE_IMAGE_MAX_CHARS).optional(),
      }),
    }),
    toRequest: (input, caller) => ({ user_id: caller.userId, profile: input.profileInfo }),
    output: z.object({ profile: childProfile }),
    refusals: [404, 409],
    toResponse: (reply) => ({ profile: reply }),
    bodyLimit: '3mb',
  }),
  route({
    method: 'post',
    path: '/api/profile/chat',
    summary: 'One turn of the AI profile interview',
    access: 'user',
    service: 'profiles',
    rpc: 'ProfileChat',
    input: z.object({
      ...ownUserId,
      messages: z.array(z.object({ text: freeText(2000), sender: z.enum(['user', 'assistant']) })).max(100),
      profileData: profileDataSchema.optional(),
    }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      messages: input.messages,
      profile_data: input.profileData,
    }),
    output: z.object({
      updatedProfile: profileData.nullable(),
      profileComplete: z.boolean(),
      nextQuestion: z.string().optional(),
      message: z.string().optional(),
      profileId: z.string().optional(),
    }),
    refusals: [409],
    toResponse: (reply) => ({
      updatedProfile: reply.updated_profile,
      profileComplete: reply.profile_complete,
      nextQuestion: reply.next_question || undefined,
      message: reply.message || undefined,
      profileId: reply.profile_id || undefined,
    }),
    bodyLimit: '512kb',
    deadlineMs: MODEL_DEADLINE_MS,
    rateLimit: 'chat',
  }),

  // --- stories and books (story service) ---
  route({
    method: 'post',
    path: '/api/story/start',
    summary: 'Personalised story ideas',
    access: 'user',
    service: 'story',
    rpc: 'StartStory',
    input: z.object({
      ...ownUserId,
      profileId: id,
      model: z.string().max(100).optional(),
      imageGenerator: z.string().max(50).optional(),
    }),
    // Whether the model and illustrator are the caller's to choose comes from the session only.
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      profile_id: input.profileId,
      model: input.model,
      image_generator: input.imageGenerator,
      is_admin: caller.isAdmin,
    }),
    output: z.object({ authorResponse: z.array(z.object({ prompt: z.string() })) }),
    refusals: [404, 409],
    toResponse: (reply) => ({ authorResponse: reply.prompts.map((prompt) => ({ prompt })) }),
    deadlineMs: MODEL_DEADLINE_MS,
    generatesFor: async (input) => input.profileId,
    rateLimit: 'story',
  }),
  route({
    method: 'post',
    path: '/api/story/summary',
    summary: 'A summary for a story idea',
    access: 'user',
    service: 'story',
    rpc: 'Summarize',
    input: z.object({
      ...ownUserId,
      prompt: requiredText(2000),
      model: z.string().max(100).optional(),
      // Optional: without it story writes for the user's first profile.
      profileId: id.optional(),
    }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      prompt: input.prompt,
      model: input.model,
      profile_id: input.profileId,
      is_admin: caller.isAdmin,
    }),
    output: z.object({ authorResponse: storySummary }),
    refusals: [404, 409],
    toResponse: (reply) => ({ authorResponse: reply }),
    deadlineMs: MODEL_DEADLINE_MS,
    generatesFor: (input, caller, lookups) => summaryProfile(input.profileId, caller, lookups),
    rateLimit: 'story',
  }),
  route({
    method: 'post',
    path: '/api/story/title-picture',
    summary: 'The cover picture and title SVG',
    access: 'user',
    service: 'story',
    rpc: 'CreateTitlePicture',
    input: z.object({
      ...ownUserId,
      profileId: id,
      summaryData: summarySchema,
      generator: z.string().max(50).optional(),
    }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      profile_id: input.profileId,
      summary: input.summaryData,
      generator: input.generator,
      is_admin: caller.isAdmin,
    }),
    output: z.object({ storyImage: z.string(), fileKey: z.string(), titleSvg: z.string() }),
    refusals: [404, 409],
    toResponse: (reply) => ({
      storyImage: reply.story_image,
      fileKey: reply.file_key,
      titleSvg: reply.title_svg,
    }),
    deadlineMs: PICTURE_DEADLINE_MS,
    generatesFor: async (input) => input.profileId,
    rateLimit: 'story',
  }),
  route({
    method: 'post',
    path: '/api/story/storygen',
    summary: 'Write the whole story (one credit per book)',
    access: 'user',
    service: 'story',
    rpc: 'GenerateStory',
    input: z.object({ ...ownUserId, profileId: id, bookData: bookDraftSchema }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      profile_id: input.profileId,
      book: input.bookData,
      is_admin: caller.isAdmin,
    }),
    output: z.object({
      completeStory: z.string(),
      expandedStory: z.string(),
      bookLayout: z.array(z.string()),
      bookId: z.string(),
      quality: qualityReport.optional(),
    }),
    refusals: [404, 409],
    toResponse: (reply) => ({
      completeStory: reply.complete_story,
      expandedStory: reply.expanded_story,
      bookLayout: reply.book_layout,
      bookId: reply.book_id,
      // The book's quality report, for its owner (the caller): the idea's words carried, the child named,
      // the language, the reading level.
      quality: reply.quality ? qualityAnswer(reply.quality) : undefined,
    }),
    bodyLimit: '256kb',
    deadlineMs: PICTURE_DEADLINE_MS,
    generatesFor: async (input) => input.profileId,
    rateLimit: 'story',
  }),
  route({
    method: 'post',
    path: '/api/story/bookgen',
    summary: 'Illustrate the book page by page',
    access: 'user',
    service: 'story',
    rpc: 'GenerateBook',
    input: z.object({ ...ownUserId, bookId: id, animateImages: z.boolean().default(false) }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      book_id: input.bookId,
      animate_images: input.animateImages,
    }),
    output: z.object({ pageDataModel: z.array(page) }),
    refusals: [404, 409],
    toResponse: (reply) => ({ pageDataModel: reply.pages.map(pageOut) }),
    // The grant of the profile the book was written for (not found for someone else's book).
    generatesFor: async (input, caller, lookups) =>
      (await lookups.story.GetBookProfile({ user_id: caller.userId, book_id: input.bookId })).profile_id,
  }),
  route({
    method: 'post',
    path: '/api/story/get-page',
    summary: 'One page of an own book',
    access: 'user',
    service: 'story',
    rpc: 'GetPage',
    input: z.object({ ...ownUserId, bookId: id, pageNum: pageNumber }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      book_id: input.bookId,
      page_num: input.pageNum,
    }),
    output: z.object({ pageData: page.nullable(), totalPages: z.number().int() }),
    refusals: [404],
    toResponse: (reply) => ({ pageData: pageOut(reply.page), totalPages: reply.total_pages }),
    // A drawn page stays as it is until its book is deleted; one still being drawn is asked for anew.
    ownCache: {
      ttlMs: READY_PAGE_CACHE_MS,
      // A page made again changes as its new picture is drawn and chosen: asked for anew until then.
      keepWhen: (reply) => pageStatusWord(reply.page?.status) === 'ready' && !reply.page?.remake,
    },
  }),
  route({
    method: 'post',
    path: '/api/story/remake-page',
    summary:
      "Make a finished page's picture again (same character sheet, new seed) or tell its text again (part " +
      "'text': the same plan, other words); the page's own stays until keep-page",
    access: 'user',
    service: 'story',
    rpc: 'RemakePage',
    input: z.object({
      ...ownUserId,
      bookId: id,
      pageNum: pageNumber,
      part: z.enum(['picture', 'text']).default('picture'),
    }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      book_id: input.bookId,
      page_num: input.pageNum,
      part: input.part,
    }),
    output: z.object({ pageData: page.nullable(), totalPages: z.number().int() }),
    // Not found (someone else's book, no such page); the book still being drawn, the page already being
    // made again or waiting for the parent's choice, or no other telling of its text; a prompt the safety
    // layers stop.
    refusals: [400, 404, 409],
    toResponse: (reply) => ({ pageData: pageOut(reply.page), totalPages: reply.total_pages }),
    rateLimit: 'story',
    forgetsOwnAnswers: true,
  }),
  route({
    method: 'post',
    path: '/api/story/keep-page',
    summary: "Keep the new picture or text of a page made again ('new') or the one from before ('old')",
    access: 'user',
    service: 'story',
    rpc: 'KeepPage',
    input: z.object({ ...ownUserId, bookId: id, pageNum: pageNumber, keep: z.enum(['new', 'old']) }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      book_id: input.bookId,
      page_num: input.pageNum,
      keep_new: input.keep === 'new',
    }),
    output: z.object({ pageData: page.nullable(), totalPages: z.number().int() }),
    // Not found (someone else's book, no such page); the new picture still being drawn.
    refusals: [404, 409],
    toResponse: (reply) => ({ pageData: pageOut(reply.page), totalPages: reply.total_pages }),
    forgetsOwnAnswers: true,
  }),
  route({
    method: 'post',
    path: '/api/story/restyle-book',
    summary:
      "Draw a finished book's every picture and its cover again in another art style (the same character " +
      'sheet and seed); all or nothing: the pictures so far stay until every new one is drawn, followed on ' +
      'book-progress as pages whose remake has part style',
    access: 'user',
    service: 'story',
    rpc: 'RestyleBook',
    input: z.object({ ...ownUserId, bookId: id, artStyle: z.enum(ART_STYLES) }),
    toRequest: (input, caller) => ({
      user_id: caller.userId,
      book_id: input.bookId,
      art_style: input.artStyle,
    }),
    output: z.object({
      artStyle: z.string().describe('the style being drawn'),
      pictures: z.number().int().describe("pictures drawn again: every page's and the cover"),
      priceUsd: z.number().describe("their price at spec §9's table; 0 drawn offline"),
      pageDataModel: z.array(page),
    }),
    // An unknown style, or scenes the safety layers stop; not found (someone else's book); the book still
    // being drawn, a re-style or a page made again under way or waiting, or the style it already has.
    refusals: [400, 404, 409],
    toResponse: (reply) => ({
      artStyle: reply.art_style,
      pictures: reply.pictures,
      priceUsd: reply.price_usd,
      pageDataModel: reply.pages.map(pageOut),
    }),
    rateLimit: 'story',
    forgetsOwnAnswers: true,
  }),
  route({
    method: 'get',
    path: '/api/story/book-progress',
    summary: "An own book's pages as they finish (server-sent events named 'progress')",
    access: 'user',
    service: 'story',
    rpc: 'WatchBook',
    input: z.object({ ...ownUserId, bookId: id }),
    toRequest: (input, caller, cursor) => ({
      user_id: caller.userId,
      book_id: input.bookId,
      known_version: cursor,
      wait_ms: PROGRESS_WAIT_MS,
    }),
    output: bookProgress,
    refusals: [404],
    toResponse: (reply) => ({
      pages: reply.pages.map(pageOut),
      totalPages: reply.total_pages,
      finished: reply.finished,
    }),
    events: { name: 'progress', cursorOf: (reply) => reply.version, isLast: (reply) => reply.finished },
    deadlineMs: PROGRESS_WAIT_MS + 5000,
  }),
  route({
    method: 'post',
    path: '/api/story/delete-book',
    summary: 'Delete an own book with its pictures',
    access: 'user',
    service: 'story',
    rpc: 'DeleteBook',
    input: z.object({ ...ownUserId, bookId: id, bookData: z.unknown().optional() }),
    toRequest: (input, caller) => ({ user_id: caller.userId, book_id: input.bookId }),
    output: z.object({ success: z.boolean() }),
    refusals: [404],
    toResponse: (reply) => ({ success: reply.success }),
    forgetsOwnAnswers: true,
  }),
  route({
    method: 'post',
    path: '/api/story/share-book',
    summary: 'Share an own book by its link, or stop sharing it (stopping takes it off the public shelf)',
    access: 'user',
    service: 'story',
    rpc: 'SetBookShared',
    input: z.object({ ...ownUserId, bookId: id, shared: z.boolean() }),
    toRequest: (input, caller) => ({ user_id: caller.userId, book_id: input.bookId, shared: input.shared }),
    output: z.object({ bookId: z.string(), shared: z.boolean(), published: z.boolean() }),
    refusals: [404],
    toResponse: (reply) => ({ bookId: reply.book_id, shared: reply.shared, published: reply.published }),
  }),
  route({
    method: 'get',
    path: '/api/story/fill-bookshelf',
    summary: 'The own bookshelf, newest first',
    access: 'user',
    service: 'story',
    rpc: 'FillBookshelf',
    input: shelfPage,
    toRequest: (input, caller) => ({ user_id: caller.userId, page: input.page }),
    output: z.object({ books: z.array(shelfItem), ...shelfPosition }),
    toResponse: (reply) => ({ books: reply.books, page: reply.page, totalPages: reply.total_pages }),
  }),
  route({
    method: 'get',
    path: '/api/public/public-bookshelf',
    summary: 'Published books',
    access: 'public',
    service: 'story',
    rpc: 'PublicBookshelf',
    input: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    toRequest: (input) => ({ page: input.page }),
    output: z.object({ publicBooks: z.array(shelfItem), ...shelfPosition }),
    toResponse: (reply) => ({ publicBooks: reply.books, page: reply.page, totalPages: reply.total_pages }),
    // The same for every visitor, and read on every visit to the landing page: a publication may show a
    // second late.
    sharedCacheMs: PUBLIC_SHELF_CACHE_MS,
  }),
  route({
    method: 'post',
    path: '/api/public/get-public-book',
    summary: 'A book by its share link',
    access: 'public',
    service: 'story',
    rpc: 'GetPublicBook',
    input: z.object({ bookId: id }),
    toRequest: (input) => ({ book_id: input.bookId }),
    output: z.object({ bookData: readerBook }),
    refusals: [404],
    toResponse: (reply) => ({ bookData: readerBookOut(reply) }),
  }),
  route({
    method: 'post',
    path: '/api/public/get-book',
    summary: "A book by its owner's id and book id (share link)",
    access: 'public',
    service: 'story',
    rpc: 'GetBook',
    // Here userId names the book's owner from the link, not the caller.
    input: z.object({ bookId: id, userId: id }),
    // The caller from the session: a book its owner stopped sharing opens for them alone.
    toRequest: (input, caller) => ({
      user_id: input.userId,
      book_id: input.bookId,
      caller_user_id: caller.userId,
    }),
    output: z.object({ bookData: readerBook }),
    refusals: [404],
    toResponse: (reply) => ({ bookData: readerBookOut(reply) }),
    knowsCaller: true,
    cacheControl: (reply) => (reply.shared ? undefined : UNSHARED_BOOK_CACHE),
  }),

  route({
    method: 'get',
    path: '/api/story/book-pdf',
    summary: 'A finished book as a printable PDF (A4 or US Letter): where to download it',
    access: 'public',
    service: 'story',
    rpc: 'GetBookPdf',
    // userId names the book's owner, as in a share link (omitted: the caller's own book).
    input: z.object({
      bookId: id,
      userId: id.optional(),
      paper: z.enum(['a4', 'letter']).default('a4'),
    }),
    toRequest: (input, caller) => ({
      user_id: input.userId ?? caller.userId,
      book_id: input.bookId,
      caller_user_id: caller.userId,
      paper: input.paper,
    }),
    output: bookPdf,
    // Not found (or not shared with the caller); still being drawn.
    refusals: [404, 409],
    toResponse: (reply) => ({
      pdfUrl: reply.pdf_url,
      sizeBytes: reply.size_bytes,
      fileName: reply.file_name,
    }),
    knowsCaller: true,
    // A first download renders the book; repeats are answered from the one kept.
    deadlineMs: 60_000,
  }),

  // --- admin ---
  route({
    method: 'post',
    path: '/api/admin/publish-book',
    summary: 'Put a book on the public shelf, or take it off',
    access: 'admin',
    service: 'story',
    rpc: 'SetBookPublished',
    input: z.object({ ...ownUserId, bookId: id, published: z.boolean() }),
    toRequest: (input) => ({ book_id: input.bookId, published: input.published }),
    output: z.object({ bookId: z.string(), published: z.boolean() }),
    refusals: [404, 409],
    toResponse: (reply) => ({ bookId: reply.book_id, published: reply.published }),
  }),
  route({
    method: 'post',
    path: '/api/admin/book-quality',
    summary: "Any book's quality report: the idea carried, the child named, language and reading level",
    access: 'admin',
    service: 'story',
    rpc: 'GetBookQuality',
    input: z.object({ ...ownUserId, bookId: id }),
    toRequest: (input) => ({ book_id: input.bookId }),
    output: z.object({ bookId: z.string(), quality: qualityReport.nullable() }),
    refusals: [404],
    toResponse: (reply) => ({
      bookId: reply.book_id,
      quality: reply.quality ? qualityAnswer(reply.quality) : null,
    }),
  }),
  route({
    method: 'post',
    path: '/api/admin/safety-refusals',
    summary: 'What the safety layers refused or had rewritten in the last days, by where, category and layer',
    access: 'admin',
    service: 'story',
    rpc: 'GetSafetyRefusals',
    input: z.object({ ...ownUserId }),
    toRequest: () => ({}),
    output: z.object({
      days: z.number().int(),
      refusals: z.array(
        z.object({
          kind: z.string(),
          action: z.string(),
          category: z.string(),
          layer: z.string(),
          count: z.number().int(),
        }),
      ),
    }),
    toResponse: (reply) => ({
      days: reply.days,
      refusals: reply.counts.map((count) => ({
        kind: count.kind,
        action: count.action,
        category: count.category,
        layer: count.layer,
        count: count.count,
      })),
    }),
  }),
];
