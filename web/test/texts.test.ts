import * as texts from '../src/lib/texts';

/** The spec's texts, character for character (storybook-spec.md §2, §4, §5, §8). */
describe('spec texts', () => {
  it.each<[string, string]>([
    [texts.errors.unexpectedApplicationError, 'Unexpected Application Error!'],
    [texts.errors.chunkLoadErrorName, 'ChunkLoadError'],
    [texts.nav.home, 'Home'],
    [texts.nav.books, 'Books'],
    [texts.nav.profiles, 'Profiles'],
    [texts.nav.pricing, 'Pricing'],
    [texts.nav.account, 'Account'],
    [texts.nav.login, 'Login'],
    [texts.nav.logout, 'Logout'],
    [texts.footer.reportProblem, 'Report a Problem'],
    [texts.footer.reportSuccess, 'Problem reported successfully!'],
    [texts.footer.reportFailure, 'Failed to report problem. Please try again.'],
    [texts.footer.copyright(2024), '© 2024 Storybook'],
    [texts.landing.create, 'Create'],
    [texts.landing.demo, 'Demo'],
    [texts.login.logOut, 'Log out'],
    [texts.storyStart.heading, "Let's create a story!"],
    [
      texts.storyStart.placeholder,
      'Choose one of my ideas, or tell me what you want to read a story about here!',
    ],
    [texts.storyStart.send, "Let's Go!"],
    [texts.storyStart.loginToPersonalize, 'Login to personalize!'],
    [texts.storyStart.pleaseLogIn, 'Please log in to generate personalized stories.'],
    [
      texts.storyStart.selectGeneratorAndModel,
      'Please select both an image generator and a model to continue.',
    ],
    [texts.storyStart.mustBeLoggedIn, 'You need to be logged in to generate a story.'],
    [texts.storySummary.animateImages, 'Animate Images'],
    [texts.storySummary.readyForWholeBook, "I'm ready for the whole book!"],
    [texts.storySummary.stillWorking, "I'm still working on the summary..."],
    [texts.storySummary.noIdea, "I can't provide a summary until I have a story idea."],
    [texts.storySummary.missingIdea, 'Un-oh, it looks like we are missing the story idea.'],
    [texts.storySummary.coverFailed, 'The cover image could not be generated. Please try again.'],
    [texts.storySummary.regenerating, 'Regenerating...'],
    [texts.bookShelf.empty, 'No books yet!'],
    [texts.bookShelf.previous, 'Previous'],
    [texts.bookShelf.next, 'Next'],
    [texts.bookShelf.confirmDelete('Pip'), 'Are you sure you want to delete Pip?'],
    [texts.bookShelf.deleted('Pip'), 'Pip has been deleted.'],
    [texts.reader.pageOf(2, 9), 'Page 2 of 9'],
    [texts.reader.loadingPage(3), 'Loading page 3...'],
    [texts.reader.pageNotReady(4), 'Page 4 is still being generated. Please check back in a moment.'],
    [texts.reader.loadFailed, 'Unable to load page. Please try again.'],
    [texts.reader.lastPageText, 'The End'],
    [texts.profiles.createWithAi, 'Create Profile with AI'],
    [texts.profiles.createWithForm, 'Create with form'],
    [texts.profiles.saved, 'Great! Your profile has been saved successfully.'],
    [texts.profiles.fillAllPinFields, 'Please fill in all PIN fields.'],
    [
      texts.profiles.wrongPin(2),
      "Are you sure you're allowed to generate stories? You have 2 attempts left.",
    ],
    [texts.profiles.pinLockout, 'Your pin was wrong too many times. Please try again later.'],
    [texts.account.pinsDoNotMatch, 'New PINs do not match!'],
    [texts.account.pinChanged, 'Generation PIN changed successfully!'],
    [
      texts.account.confirmDeleteAccount,
      'Are you sure you want to delete your account? This action is permanent and will take a couple of days to process.',
    ],
    [texts.pricing.buyCredit, 'Buy Credit'],
    [texts.pricing.subscribe, 'Subscribe'],
    [texts.pricing.cancelMembership, 'Cancel Membership'],
    [texts.pricing.changeMembership, 'Change Membership'],
    [texts.pricing.orderPlaced, 'Order placed! You will receive an email confirmation.'],
    [
      texts.pricing.orderCanceled,
      "Order canceled -- continue to shop around and checkout when you're ready.",
    ],
    [texts.checkout.paymentError, 'An error occurred while processing your payment. Please try again.'],
    [texts.checkout.noSessionId, 'No session ID found. Please try again.'],
    [texts.checkout.canceled, "Your order was canceled. You can try again when you're ready."],
    [texts.checkout.returnToPricing, 'Return to Pricing'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('states that all content is AI generated and may contain errors', () => {
    expect(texts.footer.aiDisclaimer).toMatch(/all content is AI generated and may contain errors/i);
  });
});
