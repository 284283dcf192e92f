/** Request and answer types of the gateway's HTTP contract (spec §7). Field names are the wire names. */

// ---- shared entities ----

export type PageStatus = 'pending' | 'ready' | 'failed';

export interface Page {
  page_number: number;
  page_text: string;
  cloud_url?: string;
  cf_cloud_url?: string;
  cf_cloud_animated_url?: string;
  status: PageStatus;
  /** A page made again (issue 25), in its owner's answers only: the new picture until one is kept. */
  remake?: PageRemake;
}

export interface PageRemake {
  status: PageStatus;
  cloud_url: string;
  cf_cloud_animated_url: string;
}

export interface ShelfItem {
  book_id: string;
  user_id: string;
  data: {
    title: string;
    title_svg: string;
    genre: string;
    summary: string;
    cf_title_image: string;
    /** whether the book's link opens for anyone (absent from older answers: shared) */
    shared?: boolean;
    /** the pictures' art style (absent from older answers: picture-book) */
    art_style?: string;
  };
}

/** The pictures' art styles a parent picks at the summary step (the server's list). */
export const ART_STYLES = ['picture-book', 'watercolour', 'crayon', 'paper-cut', 'ink'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export interface BookData {
  book_id: string;
  user_id: string;
  title: string;
  summary: string;
  genre: string;
  title_svg: string;
  cf_title_image: string;
  expandedStory: string;
  bookLayout: string[];
  pages: Page[];
  /** on the public shelf */
  published?: boolean;
  /** the child's language the story is written in, e.g. 'Spanish'; '' when not known */
  language?: string;
  /** whether the book's link opens for anyone; its owner may stop sharing it */
  shared?: boolean;
  /** the pictures' art style */
  art_style?: string;
}

export interface UserProfile {
  user_id: string;
  name: string;
  email: string;
  picture: string;
  last_login: string;
  accountType: string;
}

export interface StorySummary {
  title: string;
  summary: string;
  genre: string;
  /** comma-separated text */
  themes: string;
  setting: string;
  characters: string;
}

export interface FamilyMember {
  relationship: string;
  name: string;
  nickname: string;
}

export interface Pet {
  type: string;
  name: string;
  breed: string;
}

export interface Friend {
  name: string;
  age: string;
  interests: string[];
}

export interface ChildProfileData {
  personal_information: {
    first_name: string;
    nickname: string;
    age: string;
    /** yyyy-mm-dd */
    birthdate: string;
    gender: string;
    language: string;
    ethnicity: string;
    hair_color: string;
    eye_color: string;
  };
  storybook_settings: {
    genre_preferences: string[];
    themes_of_interest: string[];
    character_types: string[];
    settings: string[];
  };
  interests: {
    favorite_colors: string[];
    hobbies: string[];
    favorite_animals: string[];
    favorite_books: string[];
    favorite_foods: string[];
    fears: string[];
  };
  personal_traits: {
    personality: string[];
    strengths: string[];
    challenges: string[];
  };
  education: {
    grade: string;
    favorite_subjects: string[];
    least_favorite_subjects: string[];
  };
  family: {
    parents: FamilyMember[];
    siblings: FamilyMember[];
    pets: Pet[];
  };
  friends: Friend[];
}

export interface ChildProfile {
  profile_id: string;
  version: '1.1';
  /** a base64 data URL, or '' */
  profile_image?: string;
  profile_data: ChildProfileData;
}

export interface ChatMessage {
  text: string;
  sender: 'user' | 'assistant';
}

// ---- error ----

export interface ReportProblemRequest {
  userId: string;
  description: string;
  pageUrl: string;
}
export interface OkResponse {
  ok: true;
}

// ---- story ----

export interface StartStoryRequest {
  userId: string;
  profileId: string;
  model?: string;
  imageGenerator?: string;
}
export interface StartStoryResponse {
  authorResponse: { prompt: string }[];
}

export interface SummaryRequest {
  userId: string;
  prompt: string;
  model?: string;
  /** the child the story is for; without it the server writes for the user's first profile */
  profileId?: string;
}
export interface SummaryResponse {
  authorResponse: StorySummary;
}

export interface TitlePictureRequest {
  userId: string;
  profileId: string;
  summaryData: StorySummary;
  generator?: string;
}
export interface TitlePictureResponse {
  storyImage: string;
  fileKey: string;
  titleSvg: string;
}

export interface StoryGenBookData extends StorySummary {
  prompt: string;
  title_svg?: string;
  cf_title_image?: string;
  cf_title_key?: string;
  image_generator?: string;
  model?: string;
  art_style?: ArtStyle;
}
export interface StoryGenRequest {
  userId: string;
  profileId: string;
  bookData: StoryGenBookData;
}
export interface StoryGenResponse {
  completeStory: string;
  expandedStory: string;
  bookLayout: string[];
  bookId: string;
}

export interface BookGenRequest {
  userId: string;
  bookId: string;
  animateImages: boolean;
}
export interface BookGenResponse {
  pageDataModel: Page[];
}

/** The data of a `progress` event of GET /api/story/book-progress: the whole current page list each time. */
export interface BookProgressEvent {
  pages: Page[];
  totalPages: number;
  /** every page is ready or failed; the server ends the stream */
  finished: boolean;
}
/** The data of an `error` event of GET /api/story/book-progress. */
export interface BookProgressError {
  error: string;
}

export interface GetPageRequest {
  bookId: string;
  userId: string;
  pageNum: number;
}
export interface GetPageResponse {
  pageData: Page;
  totalPages: number;
}

/** POST /api/story/keep-page: which picture a page made again keeps. */
export interface KeepPageRequest extends GetPageRequest {
  keep: 'new' | 'old';
}

export interface DeleteBookRequest {
  userId: string;
  bookId: string;
}
export interface DeleteBookResponse {
  success: true;
}

/** GET /api/story/book-pdf: where the finished book's PDF is, for its owner or by its share link. */
export type PaperSize = 'a4' | 'letter';
export interface BookPdfRequest {
  bookId: string;
  /** The owner, as the share link names them. */
  userId: string;
  paper: PaperSize;
}
export interface BookPdfResponse {
  pdfUrl: string;
  sizeBytes: number;
  fileName: string;
}
export interface ShareBookRequest {
  bookId: string;
  shared: boolean;
}
export interface ShareBookResponse {
  bookId: string;
  shared: boolean;
  published: boolean;
}

export interface FillBookshelfResponse {
  books: ShelfItem[];
  page: number;
  totalPages: number;
}

// ---- public ----

export interface PublicBookshelfResponse {
  publicBooks: ShelfItem[];
  page: number;
  totalPages: number;
}
export interface BookResponse {
  bookData: BookData;
}

// ---- admin ----

export interface PublishBookRequest {
  bookId: string;
  published: boolean;
}
export interface PublishBookResponse {
  bookId: string;
  published: boolean;
}
/** A book's quality report (story's, in the API's camelCase). */
export interface QualityReport {
  passed: boolean;
  attempts: number;
  summaryCoverage: number;
  bookCoverage: number;
  missingWords: string[];
  childNamed: boolean;
  expectedLanguage: string;
  detectedLanguage: string;
  readabilityFormula: string;
  readabilityScore: number;
  readabilityLimit: number;
  readabilityOk: boolean;
  longestSentence: number;
  longestSentenceMax: number;
  fearsFound: string[];
  findings: string[];
}
/** One count of POST /api/admin/safety-refusals: where the text came from, what was done, why, by which layer. */
export interface SafetyRefusalCount {
  kind: string;
  action: string;
  category: string;
  layer: string;
  count: number;
}
export interface SafetyRefusalsResponse {
  days: number;
  refusals: SafetyRefusalCount[];
}

export interface BookQualityResponse {
  bookId: string;
  /** null for a book written before reports were made. */
  quality: QualityReport | null;
}

// ---- auth ----

export interface ProfileDataResponse {
  profileData: UserProfile;
}
export interface AuthConfig {
  googleClientId: string | null;
  localLogin: boolean;
}
export interface VerifyGenRequest {
  userId: string;
  authPin: string;
  /** A right PIN lets this session generate for this profile for a while (the generation grant). */
  profileId?: string;
}
export interface VerifyGenResponse {
  authGen: boolean;
  attemptsLeft: number;
  /** epoch milliseconds */
  lockedUntil: number | null;
  pinSet: boolean;
}
/** GET /api/auth/pin-status: read on opening the PIN dialog; counts nothing. */
export interface PinStatusResponse {
  pinSet: boolean;
  attemptsLeft: number;
  /** epoch milliseconds; null when not locked */
  lockedUntil: number | null;
}

// ---- user ----

export interface CreditsResponse {
  creditsData: { credits: number };
}
export interface AccountTypeResponse {
  accountType: string;
}
/** One signed-in browser of the user (POST /api/user/sessions); times are epoch ms. */
export interface SessionSummary {
  createdAt: number;
  lastSeenAt: number;
  /** A coarse label such as 'Chrome on Linux'; '' when unknown. */
  device: string;
  /** The browser asking. */
  current: boolean;
}
export interface SessionsResponse {
  sessions: SessionSummary[];
}

export interface UpdatePinRequest {
  user_id: string;
  old_pin: string;
  new_pin: string;
  /** Choosing the first PIN while picking this profile lets this session generate for it. */
  profileId?: string;
}

// ---- files (child profiles) ----

export interface UserProfilesResponse {
  profiles: ChildProfile[];
}
export interface GetProfileResponse {
  profileData: { data: ChildProfile };
}
export interface CreateProfileRequest {
  userId: string;
  profileInfo: {
    profile_id?: string;
    version: '1.1';
    profile_data: ChildProfileData;
    profile_image?: string;
  };
}
export interface CreateProfileResponse {
  profile: ChildProfile;
}

// ---- profile chat ----

export interface ProfileChatRequest {
  /** empty for the opening question */
  messages: ChatMessage[];
  /** the profile so far, as the last answer's updatedProfile */
  profileData?: ChildProfileData;
}
export interface ProfileChatResponse {
  updatedProfile: ChildProfileData;
  profileComplete: boolean;
  nextQuestion?: string;
  /** e.g. a moderation refusal */
  message?: string;
  /** set when the completed profile has been saved by the server */
  profileId?: string;
}

// ---- cart ----

export type CheckoutType = 'token' | 'subscription';
export interface CheckoutRequest {
  userId: string;
  priceId: string;
  checkoutType: CheckoutType;
  planName: string;
}
export interface ChangeSubscriptionRequest {
  userId: string;
  priceId: string;
  planName: string;
}
export interface RedirectResponse {
  url: string;
}
export interface CancelSubscriptionResponse {
  url?: string;
  accountType: string;
}
export interface CheckoutSuccessRequest {
  session_id: string;
  userId: string;
}
export interface CheckoutSuccessResponse {
  success: boolean;
  message: string;
}
