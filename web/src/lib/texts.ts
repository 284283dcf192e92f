/**
 * Every user-visible text of the product, in one place.
 *
 * The texts quoted in the spec (`storybook-spec.md` §2, §4, §5, §8) are copied character for character and
 * must not be reworded. Texts the spec does not fix (form labels, a few headings) are grouped under `ui` at the
 * end, so it is always clear which wording is the spec's and which is ours.
 */

/** §2: the header menu. The last item reads Logout when logged in with a user id. */
export const nav = {
  home: 'Home',
  books: 'Books',
  profiles: 'Profiles',
  pricing: 'Pricing',
  account: 'Account',
  login: 'Login',
  logout: 'Logout',
} as const;

/** §1, §2, §8: the footer and its problem report. */
export const footer = {
  copyright: (year: number) => `© ${year} Storybook`,
  aiDisclaimer: 'All content is AI generated and may contain errors.',
  reportProblem: 'Report a Problem',
  reportDescriptionLabel: 'Describe the problem',
  submit: 'Submit',
  cancel: 'Cancel',
  reportSuccess: 'Problem reported successfully!',
  reportFailure: 'Failed to report problem. Please try again.',
} as const;

/** §2, §8: the router's error screen. */
export const errors = {
  unexpectedApplicationError: 'Unexpected Application Error!',
  chunkLoadErrorName: 'ChunkLoadError',
} as const;

/** §2: landing page. */
export const landing = {
  create: 'Create',
  demo: 'Demo',
  headline: 'Picture books starring your child',
  lead:
    'Share an idea, and Storybook writes and illustrates a book made for your child: their name, their ' +
    'friends, their language. Ready to read together tonight.',
  stepsHeading: 'From an idea to a book in three steps',
  steps: [
    { title: 'Add your child', text: 'Name, age and favourite things make every story theirs.' },
    { title: 'Share an idea', text: 'A dragon who bakes? A lost kite? Type it, or pick one we suggest.' },
    { title: 'Read your book', text: 'Pages arrive with their pictures; read, flip through or share.' },
  ],
  signInCta: 'Start your first book',
  demoCta: 'Try it first, no sign-in',
  shelfHeading: 'Books from our shelf',
  yourChildren: 'Your children',
  pickToStart: 'Pick a child to start a story.',
  latestBooks: 'Your latest books',
  noBooksYet: 'No books yet: pick a child above, share an idea, and your first book will appear here.',
  addChild: 'Add a child',
} as const;

/** §2: sign-in page and its account card. */
export const login = {
  logOut: 'Log out',
} as const;

/** §2, §4, §5: story start page. */
export const storyStart = {
  heading: "Let's create a story!",
  placeholder: 'Choose one of my ideas, or tell me what you want to read a story about here!',
  send: "Let's Go!",
  loginToPersonalize: 'Login to personalize!',
  pleaseLogIn: 'Please log in to generate personalized stories.',
  selectGeneratorAndModel: 'Please select both an image generator and a model to continue.',
  mustBeLoggedIn: 'You need to be logged in to generate a story.',
} as const;

/** §2, §4, §8: summary page. */
export const storySummary = {
  animateImages: 'Animate Images',
  // Art styles (issue 25; beyond the spec).
  artStyle: 'Style of the pictures',
  artStyles: {
    'picture-book': 'Picture book',
    watercolour: 'Watercolour',
    crayon: 'Crayon',
    'paper-cut': 'Paper cut-out',
    ink: 'Classic ink',
  },
  readyForWholeBook: "I'm ready for the whole book!",
  stillWorking: "I'm still working on the summary...",
  noIdea: "I can't provide a summary until I have a story idea.",
  missingIdea: 'Un-oh, it looks like we are missing the story idea.',
  coverFailed: 'The cover image could not be generated. Please try again.',
  regenerating: 'Regenerating...',
  bookCost: (credits: number) =>
    `The whole book uses 1 credit. You have ${credits} ${credits === 1 ? 'credit' : 'credits'}.`,
  noCreditLeft: 'You have no credit left for a whole book.',
  getCredits: 'See the plans',
  ideaRefusedHeading: "Let's find another idea",
  ideaRefusedNothingSpent: 'Nothing was spent: your credits are just as they were.',
  tryAnotherIdea: 'Try another idea',
} as const;

/** §2, §5: bookshelf. */
export const bookShelf = {
  empty: 'No books yet!',
  previous: 'Previous',
  next: 'Next',
  breakLabel: '...',
  confirmDelete: (title: string) => `Are you sure you want to delete ${title}?`,
  deleted: (title: string) => `${title} has been deleted.`,
} as const;

/** §2, §8: single-page reader. */
export const reader = {
  pageOf: (n: number, m: number) => `Page ${n} of ${m}`,
  loadingPage: (n: number) => `Loading page ${n}...`,
  pageNotReady: (n: number) => `Page ${n} is still being generated. Please check back in a moment.`,
  loadFailed: 'Unable to load page. Please try again.',
  lastPageText: 'The End',
} as const;

/** §2, §8: child profiles and the PIN dialog. */
export const profiles = {
  createWithAi: 'Create Profile with AI',
  createWithForm: 'Create with form',
  saved: 'Great! Your profile has been saved successfully.',
  chatProfileUnsaved:
    'The chat could not tell the gender, language or ethnicity from the lists, so the profile was not saved. Please create it with the form.',
  fillAllPinFields: 'Please fill in all PIN fields.',
  wrongPin: (n: number) => `Are you sure you're allowed to generate stories? You have ${n} attempts left.`,
  pinLockout: 'Your pin was wrong too many times. Please try again later.',
} as const;

/** §5, §8: account settings. */
export const account = {
  pinsDoNotMatch: 'New PINs do not match!',
  pinChanged: 'Generation PIN changed successfully!',
  confirmDeleteAccount:
    'Are you sure you want to delete your account? This action is permanent and will take a couple of days to process.',
  goodbye:
    "Your account is deleted, with your children's profiles and books. Thank you for reading with us, and goodbye!",
} as const;

/** §4, §8: pricing page and the payment result page. */
export const pricing = {
  buyCredit: 'Buy Credit',
  subscribe: 'Subscribe',
  cancelMembership: 'Cancel Membership',
  changeMembership: 'Change Membership',
  orderPlaced: 'Order placed! You will receive an email confirmation.',
  orderCanceled: "Order canceled -- continue to shop around and checkout when you're ready.",
} as const;

export const checkout = {
  paymentError: 'An error occurred while processing your payment. Please try again.',
  noSessionId: 'No session ID found. Please try again.',
  canceled: "Your order was canceled. You can try again when you're ready.",
  returnToPricing: 'Return to Pricing',
} as const;

/**
 * Our wording for labels and headings the spec leaves open. Free to change; the spec's texts above are not.
 */
export const ui = {
  appName: 'Storybook',
  mainNavigation: 'Main',
  loading: 'Loading...',
  ok: 'OK',
  cancel: 'Cancel',
  save: 'Save',
  send: 'Send',
  delete: 'Delete',
  // the header (§2: it slides out on click and hides again after 5 s or a click outside it)
  menu: 'Menu',
  // a page's script that did not load (§8: ChunkLoadError), after one automatic reload
  chunkLoadFailed: 'A part of Storybook could not be loaded. Check your connection, then reload the page.',
  reload: 'Reload',
  // landing
  publicBookshelf: 'Public bookshelf',
  yourProfiles: 'Profiles',
  welcome: 'Welcome! Create a profile for your child, and we will write stories just for them.',
  credits: (n: number) => `Credits: ${n}`,
  // the install banner on / (§2)
  installBanner: 'Install Storybook',
  installOffer: 'Install Storybook on this device to open it like an app, even offline.',
  install: 'Install',
  iosInstall: 'To install Storybook on this iPhone or iPad, tap Share, then Add to Home Screen.',
  dismissInstall: 'Not now',
  // demo mode (§4, §6): canned content for visitors
  demoFor: (name: string) => `Demo: a sample story for ${name}. Choose one of the ideas below.`,
  demoBookMissing:
    'The demo book is missing: the demo shows a summary, but it does not write whole books. Finished books are on the public bookshelf.',
  toPublicBookshelf: 'See the public bookshelf',
  readSampleBook: (title: string) => `Read a finished book: ${title}`,
  startStoryFor: (name: string) => `Start a story for ${name}`,
  pinDialog: (name: string) => `Generation PIN for ${name}`,
  pinDigit: (n: number) => `PIN digit ${n}`,
  pinDialogHint: 'Enter the 4-digit PIN to make stories.',
  // while a lockout lasts (the spec's lockout text says why; this says how long)
  pinLockoutWait: (minutes: number) => `You can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  // the PIN dialog on first use, when the account has no generation PIN yet
  setPinDialog: 'Choose a 4-digit PIN',
  setPinHint: (name: string) =>
    `You have no generation PIN yet. You will enter it each time you pick a profile to make stories, starting now with ${name}.`,
  newPinRow: 'New PIN',
  repeatPinRow: 'Repeat the PIN',
  newPinDigit: (n: number) => `New PIN digit ${n}`,
  repeatPinDigit: (n: number) => `Repeat PIN digit ${n}`,
  // sign-in
  signIn: 'Sign in',
  yourName: 'Your name',
  signInLocally: 'Sign in',
  signInUnavailable: 'Sign-in is not available right now.',
  // story
  storyIdea: 'Story idea',
  suggestedIdeas: 'Story ideas',
  refreshIdeas: 'New ideas',
  illustrator: 'Illustrator',
  authorModel: 'Author model',
  summaryHeading: 'Summary',
  summaryFields: { genre: 'Genre', themes: 'Themes', setting: 'Setting', characters: 'Characters' },
  /** The spec's genre keys (`GENRES`, each one) as a parent reads them ('AnimalsNature': 'Animals and Nature'). */
  genreNames: {
    FairyTale: 'Fairy Tale',
    Adventure: 'Adventure',
    Mystery: 'Mystery',
    AnimalsNature: 'Animals and Nature',
    Fantasy: 'Fantasy',
    Bedtime: 'Bedtime',
    NurseryRhymesPoem: 'Nursery Rhymes and Poems',
    Friendship: 'Friendship',
    FamilyAndLove: 'Family and Love',
    CourageAndBravery: 'Courage and Bravery',
    KindnessAndCompassion: 'Kindness and Compassion',
    Discovery: 'Discovery',
  },
  // §2: the summary-refresh button only shows a placeholder alert
  refreshSummary: 'New summary',
  summaryRefreshComingSoon:
    'A fresh summary is coming soon. For now, choose another idea for a different story.',
  coverPreview: 'Cover preview',
  coverWorking: 'Painting the cover...',
  regenerateCover: 'Try again',
  writingStory: 'Writing your story...',
  bookHeading: 'Your book',
  bookProgress: (ready: number, total: number) => `${ready} of ${total} pages ready`,
  illustrationProgress: 'Illustration progress',
  bookWaiting:
    'Pages become available as they are generated. You can go back to the bookshelf and come back later.',
  bookPages: 'Pages',
  pagePending: 'The picture is being drawn...',
  pageFailed: 'The picture of this page could not be drawn.',
  readBook: 'Read the book',
  backToBookshelf: 'Back to the bookshelf',
  // bookshelf and readers
  bookshelfHeading: 'Books',
  bookshelfPages: 'Bookshelf pages',
  shelfPage: (n: number, m: number) => `${n} / ${m}`,
  deleteBook: (title: string) => `Delete ${title}`,
  share: 'Share',
  shareBook: (title: string) => `Share ${title}`,
  linkCopied: 'Link copied: anyone with it can read this book.',
  linkNotCopied: (url: string) => `Copy this link to share the book: ${url}`,
  stopSharing: 'Stop sharing',
  stopSharingBook: (title: string) => `Stop sharing ${title}: its link will open for you only`,
  shareAgain: 'Share again',
  shareAgainBook: (title: string) => `Share ${title} again: its link will open for anyone who has it`,
  notShared: 'Only you can open this book.',
  // The printable book (issue 25).
  downloadPdf: 'Download PDF',
  artStyleOfBook: (style: string) => `Pictures: ${style}`,
  downloadPdfOf: (title: string) => `Download PDF of ${title}`,
  makingPdf: 'Making the PDF...',
  pdfFailed: 'The PDF could not be made just now. Please try again.',
  paperSize: 'Paper size',
  // A page made again (issue 25; beyond the spec: no spec text for it).
  remakeActions: 'Make this page again',
  remakePage: 'Draw the picture again',
  retellPage: 'Tell the words again',
  remakePageHint: 'A new picture or new words for this page, with the same characters. It uses no credit.',
  retellingText: 'Telling this page again...',
  retellChoice: 'Which words should this page keep?',
  keepTextBefore: 'Keep this one: the words from before',
  keepTextNew: 'Keep this one: the new words',
  remakingPicture: 'Drawing a new picture for this page...',
  remakeChoice: 'Which picture should this page keep?',
  pictureBefore: 'Before',
  pictureNew: 'New',
  keepThisOne: 'Keep this one',
  keepPictureBefore: 'Keep this one: the picture from before',
  keepPictureNew: 'Keep this one: the new picture',
  pictureBeforeAlt: (n: number) => `Page ${n}, the picture from before`,
  pictureNewAlt: (n: number) => `Page ${n}, the new picture`,
  remakeFailed: 'The new picture could not be drawn. The page keeps its picture.',
  remakeDismiss: 'OK',
  remakeRefused: 'This page could not be made again just now. Please try again.',
  // A book drawn again in another style (issue 25; beyond the spec).
  restyleBook: 'Draw the book in another style',
  restyleStyle: 'New style of the pictures',
  restyleStart: 'Draw in this style',
  restyleHint:
    'Every picture and the cover are drawn again with the same characters. The book keeps its pictures until all the new ones are drawn. It uses no credit.',
  restyling: (style: string, done: number, total: number) =>
    `Drawing the book in ${style}: ${done} of ${total} pictures...`,
  restyled: (style: string) => `The book is now in ${style}.`,
  restyleFailed: (style: string) =>
    `The pictures could not all be drawn in ${style}. The book stays as it was.`,
  restylingPage: 'This book is being drawn in another style...',
  restyleRefused: 'The book could not be drawn in another style just now. Please try again.',
  papers: { a4: 'A4', letter: 'US Letter' },
  shelfBooks: 'Books on the shelf',
  chooseBook: 'Choose a book',
  showBook: (title: string) => `Show ${title}`,
  activeBook: 'Selected book',
  pauseShelf: 'Pause the shelf',
  /** Under a sample book on the landing shelf: the product's own book, not a parent's. */
  sampleBook: 'A sample book by Storybook',
  playShelf: 'Play the shelf',
  shelfPageLink: (n: number) => `Bookshelf page ${n}`,
  onPublicShelf: 'On the public shelf',
  // The admin's view of a book's quality report (beyond the spec: no spec text for it).
  qualityHeading: 'Quality report',
  safetyHeading: 'Safety refusals',
  safetyPeriod: (days: number) =>
    `What the safety layers stopped in the last ${days} days (counts only, no words).`,
  safetyNone: 'Nothing was stopped.',
  safetyColumns: { kind: 'Where', category: 'Category', action: 'Done', layer: 'Layer', count: 'Count' },
  qualityPassed: 'Passed',
  qualityFailed: 'Needs a look',
  qualityNone: 'No report: this book was written before reports were made.',
  qualityIdea: (summary: number, book: number) =>
    `Idea carried: ${Math.round(summary * 100)} % in the summary, ${Math.round(book * 100)} % in the pages`,
  qualityMissing: (words: string[]) => `Left out: ${words.join(', ')}`,
  qualityChild: (named: boolean) => (named ? 'The child is named' : 'The child is never named'),
  qualityLanguage: (expected: string, detected: string) =>
    `Language: ${expected || 'any'} (reads as ${detected})`,
  qualityReading: (formula: string, score: number, limit: number) =>
    `Reading level: ${formula} ${score} (limit ${limit})`,
  qualitySentence: (words: number, max: number) => `Longest sentence: ${words} words (at most ${max})`,
  qualityFears: (fears: string[]) => (fears.length ? `Fears named: ${fears.join(', ')}` : 'No fear named'),
  qualityAttempts: (attempts: number) =>
    attempts > 1 ? 'Told twice: the first telling fell short' : 'Told once',
  readerHeading: 'Story page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  readPageByPage: 'Read page by page',
  backToBook: 'Back to the book',
  noBookOpen: 'Open a book from your bookshelf to read it page by page.',
  coverAlt: (title: string) => `Cover of ${title}`,
  pageImageAlt: (n: number) => `Illustration of page ${n}`,
  flipBook: (title: string) => `The book ${title}`,
  frontCover: 'Front cover',
  backCover: 'Back cover',
  bookControls: 'Book controls',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Actual size',
  readAloud: 'Read aloud',
  stopReading: 'Stop reading',
  // profiles
  profileFormHeading: 'Child profile',
  personalInformation: 'Personal information',
  profileFields: {
    first_name: 'First name',
    nickname: 'Nickname',
    age: 'Age',
    birthdate: 'Birthdate',
    gender: 'Gender',
    language: 'Language',
    ethnicity: 'Ethnicity',
    hair_color: 'Hair color',
    eye_color: 'Eye color',
  },
  /** the first option of a required select, chosen until the user picks one */
  choose: 'Choose...',
  fieldRequired: (label: string) => `${label} is required.`,
  ageFormat: 'Age must be a whole number of years.',
  birthdateInPast: 'Birthdate must be a date in the past.',
  fixErrors: 'Please check the highlighted fields.',
  profileGroups: {
    storybook_settings: 'Storybook settings',
    interests: 'Interests',
    personal_traits: 'Personal traits',
    education: 'Education',
    family: 'Family',
    friends: 'Friends',
  },
  listFields: {
    genre_preferences: 'Favorite genres',
    themes_of_interest: 'Themes of interest',
    character_types: 'Character types',
    settings: 'Story settings',
    favorite_colors: 'Favorite colors',
    hobbies: 'Hobbies',
    favorite_animals: 'Favorite animals',
    favorite_books: 'Favorite books',
    favorite_foods: 'Favorite foods',
    fears: 'Fears',
    personality: 'Personality',
    strengths: 'Strengths',
    challenges: 'Challenges',
    favorite_subjects: 'Favorite subjects',
    least_favorite_subjects: 'Least favorite subjects',
  },
  grade: 'Grade',
  add: 'Add',
  addTo: (label: string) => `Add to ${label}`,
  removeFrom: (item: string, label: string) => `Remove ${item} from ${label}`,
  entryLabels: {
    parents: (n: number) => `Parent ${n}`,
    siblings: (n: number) => `Sibling ${n}`,
    pets: (n: number) => `Pet ${n}`,
    friends: (n: number) => `Friend ${n}`,
  },
  addEntry: { parents: 'Add parent', siblings: 'Add sibling', pets: 'Add pet', friends: 'Add friend' },
  remove: (what: string) => `Remove ${what}`,
  relativeFields: { relationship: 'Relationship', name: 'Name', nickname: 'Nickname' },
  petFields: { type: 'Type of animal', name: 'Name', breed: 'Breed' },
  friendFields: { name: 'Name', age: 'Age', interests: 'Interests' },
  profilePicture: 'Profile picture',
  profilePictureAlt: (name: string) => (name ? `Profile picture of ${name}` : 'Profile picture'),
  removePicture: 'Remove picture',
  pictureNotImage: 'Please choose a picture: a PNG, JPEG, GIF or WebP file.',
  pictureTooLarge: 'This picture is larger than 2 MB. Please choose a smaller one.',
  pictureUnreadable: 'This picture could not be read. Please choose another one.',
  profileLoadFailed: 'This profile could not be loaded.',
  saving: 'Saving...',
  // the AI profile chat
  profileChatHeading: 'Create a profile with AI',
  chatMessage: 'Message',
  chatLog: 'Conversation',
  chatThinking: 'Thinking...',
  chatSender: { user: 'You:', assistant: 'Storybook:' },
  profileReady: (name: string) => `${name}'s profile is ready.`,
  backHome: 'Back to Home',
  // account
  accountHeading: 'Account',
  changePin: 'Change generation PIN',
  oldPin: 'Current PIN',
  newPin: 'New PIN',
  repeatPin: 'Repeat new PIN',
  pinFormat: '4 digits',
  subscription: 'Subscription',
  accountType: (type: string) => `Plan: ${type}`,
  managePlan: 'Plans',
  confirmCancelMembership: (plan: string) =>
    `Are you sure you want to cancel your ${plan} membership? Your account goes back to Free.`,
  deleteAccount: 'Delete account',
  // the account page's signed-in browsers
  sessionsHeading: 'Where you are signed in',
  sessionDevice: (device: string) => device || 'A browser',
  sessionTimes: (signedIn: string, lastSeen: string) => `signed in ${signedIn}, last seen ${lastSeen}`,
  thisBrowser: 'this browser',
  signOutEverywhere: 'Sign out everywhere',
  confirmSignOutEverywhere:
    'Sign out of Storybook on every browser and device, this one too? You will need to sign in again.',
  // pricing
  pricingHeading: 'Plans',
  planPrice: (usd: number, period: 'one-off' | 'month') =>
    period === 'month' ? `$${usd.toFixed(2)}/mo` : `$${usd.toFixed(2)} one-off`,
  checkoutHeading: 'Payment',
  processingPayment: 'Processing your payment...',
} as const;

/** Issue 20: what the app says when the gateway answers 429 (too many requests), with its Retry-After. */
export const limits = {
  tooManyRequests: (seconds: number | null) =>
    seconds === null
      ? 'You are going a little fast. Please wait a moment and try again.'
      : `You are going a little fast. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
} as const;
