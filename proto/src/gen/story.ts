import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Book as _storybook_common_Book, Book__Output as _storybook_common_Book__Output } from './storybook/common/Book';
import type { ChildProfile as _storybook_common_ChildProfile, ChildProfile__Output as _storybook_common_ChildProfile__Output } from './storybook/common/ChildProfile';
import type { Education as _storybook_common_Education, Education__Output as _storybook_common_Education__Output } from './storybook/common/Education';
import type { Empty as _storybook_common_Empty, Empty__Output as _storybook_common_Empty__Output } from './storybook/common/Empty';
import type { Family as _storybook_common_Family, Family__Output as _storybook_common_Family__Output } from './storybook/common/Family';
import type { Friend as _storybook_common_Friend, Friend__Output as _storybook_common_Friend__Output } from './storybook/common/Friend';
import type { Interests as _storybook_common_Interests, Interests__Output as _storybook_common_Interests__Output } from './storybook/common/Interests';
import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from './storybook/common/Page';
import type { PageRemake as _storybook_common_PageRemake, PageRemake__Output as _storybook_common_PageRemake__Output } from './storybook/common/PageRemake';
import type { PersonalInformation as _storybook_common_PersonalInformation, PersonalInformation__Output as _storybook_common_PersonalInformation__Output } from './storybook/common/PersonalInformation';
import type { PersonalTraits as _storybook_common_PersonalTraits, PersonalTraits__Output as _storybook_common_PersonalTraits__Output } from './storybook/common/PersonalTraits';
import type { Pet as _storybook_common_Pet, Pet__Output as _storybook_common_Pet__Output } from './storybook/common/Pet';
import type { ProfileData as _storybook_common_ProfileData, ProfileData__Output as _storybook_common_ProfileData__Output } from './storybook/common/ProfileData';
import type { Relative as _storybook_common_Relative, Relative__Output as _storybook_common_Relative__Output } from './storybook/common/Relative';
import type { SafetyRefusalCount as _storybook_common_SafetyRefusalCount, SafetyRefusalCount__Output as _storybook_common_SafetyRefusalCount__Output } from './storybook/common/SafetyRefusalCount';
import type { SafetyRefusals as _storybook_common_SafetyRefusals, SafetyRefusals__Output as _storybook_common_SafetyRefusals__Output } from './storybook/common/SafetyRefusals';
import type { ShelfData as _storybook_common_ShelfData, ShelfData__Output as _storybook_common_ShelfData__Output } from './storybook/common/ShelfData';
import type { ShelfItem as _storybook_common_ShelfItem, ShelfItem__Output as _storybook_common_ShelfItem__Output } from './storybook/common/ShelfItem';
import type { StorySummary as _storybook_common_StorySummary, StorySummary__Output as _storybook_common_StorySummary__Output } from './storybook/common/StorySummary';
import type { StorybookSettings as _storybook_common_StorybookSettings, StorybookSettings__Output as _storybook_common_StorybookSettings__Output } from './storybook/common/StorybookSettings';
import type { UserProfile as _storybook_common_UserProfile, UserProfile__Output as _storybook_common_UserProfile__Output } from './storybook/common/UserProfile';
import type { UserRef as _storybook_common_UserRef, UserRef__Output as _storybook_common_UserRef__Output } from './storybook/common/UserRef';
import type { BookDraft as _storybook_story_BookDraft, BookDraft__Output as _storybook_story_BookDraft__Output } from './storybook/story/BookDraft';
import type { BookPages as _storybook_story_BookPages, BookPages__Output as _storybook_story_BookPages__Output } from './storybook/story/BookPages';
import type { BookPdfReply as _storybook_story_BookPdfReply, BookPdfReply__Output as _storybook_story_BookPdfReply__Output } from './storybook/story/BookPdfReply';
import type { BookPdfRequest as _storybook_story_BookPdfRequest, BookPdfRequest__Output as _storybook_story_BookPdfRequest__Output } from './storybook/story/BookPdfRequest';
import type { BookProfile as _storybook_story_BookProfile, BookProfile__Output as _storybook_story_BookProfile__Output } from './storybook/story/BookProfile';
import type { BookProgress as _storybook_story_BookProgress, BookProgress__Output as _storybook_story_BookProgress__Output } from './storybook/story/BookProgress';
import type { BookPublication as _storybook_story_BookPublication, BookPublication__Output as _storybook_story_BookPublication__Output } from './storybook/story/BookPublication';
import type { BookQuality as _storybook_story_BookQuality, BookQuality__Output as _storybook_story_BookQuality__Output } from './storybook/story/BookQuality';
import type { BookRef as _storybook_story_BookRef, BookRef__Output as _storybook_story_BookRef__Output } from './storybook/story/BookRef';
import type { BookSharing as _storybook_story_BookSharing, BookSharing__Output as _storybook_story_BookSharing__Output } from './storybook/story/BookSharing';
import type { DeleteBookReply as _storybook_story_DeleteBookReply, DeleteBookReply__Output as _storybook_story_DeleteBookReply__Output } from './storybook/story/DeleteBookReply';
import type { GenerateBookRequest as _storybook_story_GenerateBookRequest, GenerateBookRequest__Output as _storybook_story_GenerateBookRequest__Output } from './storybook/story/GenerateBookRequest';
import type { GenerateStoryRequest as _storybook_story_GenerateStoryRequest, GenerateStoryRequest__Output as _storybook_story_GenerateStoryRequest__Output } from './storybook/story/GenerateStoryRequest';
import type { GeneratedStory as _storybook_story_GeneratedStory, GeneratedStory__Output as _storybook_story_GeneratedStory__Output } from './storybook/story/GeneratedStory';
import type { GetPageRequest as _storybook_story_GetPageRequest, GetPageRequest__Output as _storybook_story_GetPageRequest__Output } from './storybook/story/GetPageRequest';
import type { KeepPageRequest as _storybook_story_KeepPageRequest, KeepPageRequest__Output as _storybook_story_KeepPageRequest__Output } from './storybook/story/KeepPageRequest';
import type { PageReply as _storybook_story_PageReply, PageReply__Output as _storybook_story_PageReply__Output } from './storybook/story/PageReply';
import type { PictureRef as _storybook_story_PictureRef, PictureRef__Output as _storybook_story_PictureRef__Output } from './storybook/story/PictureRef';
import type { PictureSharing as _storybook_story_PictureSharing, PictureSharing__Output as _storybook_story_PictureSharing__Output } from './storybook/story/PictureSharing';
import type { PublicBookRef as _storybook_story_PublicBookRef, PublicBookRef__Output as _storybook_story_PublicBookRef__Output } from './storybook/story/PublicBookRef';
import type { QualityReport as _storybook_story_QualityReport, QualityReport__Output as _storybook_story_QualityReport__Output } from './storybook/story/QualityReport';
import type { RemakePageRequest as _storybook_story_RemakePageRequest, RemakePageRequest__Output as _storybook_story_RemakePageRequest__Output } from './storybook/story/RemakePageRequest';
import type { RestyleBookReply as _storybook_story_RestyleBookReply, RestyleBookReply__Output as _storybook_story_RestyleBookReply__Output } from './storybook/story/RestyleBookReply';
import type { RestyleBookRequest as _storybook_story_RestyleBookRequest, RestyleBookRequest__Output as _storybook_story_RestyleBookRequest__Output } from './storybook/story/RestyleBookRequest';
import type { SetBookPublishedRequest as _storybook_story_SetBookPublishedRequest, SetBookPublishedRequest__Output as _storybook_story_SetBookPublishedRequest__Output } from './storybook/story/SetBookPublishedRequest';
import type { SetBookSharedRequest as _storybook_story_SetBookSharedRequest, SetBookSharedRequest__Output as _storybook_story_SetBookSharedRequest__Output } from './storybook/story/SetBookSharedRequest';
import type { Shelf as _storybook_story_Shelf, Shelf__Output as _storybook_story_Shelf__Output } from './storybook/story/Shelf';
import type { ShelfRequest as _storybook_story_ShelfRequest, ShelfRequest__Output as _storybook_story_ShelfRequest__Output } from './storybook/story/ShelfRequest';
import type { StartStoryRequest as _storybook_story_StartStoryRequest, StartStoryRequest__Output as _storybook_story_StartStoryRequest__Output } from './storybook/story/StartStoryRequest';
import type { StoryClient as _storybook_story_StoryClient, StoryDefinition as _storybook_story_StoryDefinition } from './storybook/story/Story';
import type { StoryPrompts as _storybook_story_StoryPrompts, StoryPrompts__Output as _storybook_story_StoryPrompts__Output } from './storybook/story/StoryPrompts';
import type { SummarizeRequest as _storybook_story_SummarizeRequest, SummarizeRequest__Output as _storybook_story_SummarizeRequest__Output } from './storybook/story/SummarizeRequest';
import type { TitlePicture as _storybook_story_TitlePicture, TitlePicture__Output as _storybook_story_TitlePicture__Output } from './storybook/story/TitlePicture';
import type { TitlePictureRequest as _storybook_story_TitlePictureRequest, TitlePictureRequest__Output as _storybook_story_TitlePictureRequest__Output } from './storybook/story/TitlePictureRequest';
import type { WatchBookRequest as _storybook_story_WatchBookRequest, WatchBookRequest__Output as _storybook_story_WatchBookRequest__Output } from './storybook/story/WatchBookRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  storybook: {
    common: {
      Book: MessageTypeDefinition<_storybook_common_Book, _storybook_common_Book__Output>
      ChildProfile: MessageTypeDefinition<_storybook_common_ChildProfile, _storybook_common_ChildProfile__Output>
      Education: MessageTypeDefinition<_storybook_common_Education, _storybook_common_Education__Output>
      Empty: MessageTypeDefinition<_storybook_common_Empty, _storybook_common_Empty__Output>
      Family: MessageTypeDefinition<_storybook_common_Family, _storybook_common_Family__Output>
      Friend: MessageTypeDefinition<_storybook_common_Friend, _storybook_common_Friend__Output>
      Interests: MessageTypeDefinition<_storybook_common_Interests, _storybook_common_Interests__Output>
      Page: MessageTypeDefinition<_storybook_common_Page, _storybook_common_Page__Output>
      PageRemake: MessageTypeDefinition<_storybook_common_PageRemake, _storybook_common_PageRemake__Output>
      PageStatus: EnumTypeDefinition
      PersonalInformation: MessageTypeDefinition<_storybook_common_PersonalInformation, _storybook_common_PersonalInformation__Output>
      PersonalTraits: MessageTypeDefinition<_storybook_common_PersonalTraits, _storybook_common_PersonalTraits__Output>
      Pet: MessageTypeDefinition<_storybook_common_Pet, _storybook_common_Pet__Output>
      ProfileData: MessageTypeDefinition<_storybook_common_ProfileData, _storybook_common_ProfileData__Output>
      Relative: MessageTypeDefinition<_storybook_common_Relative, _storybook_common_Relative__Output>
      SafetyRefusalCount: MessageTypeDefinition<_storybook_common_SafetyRefusalCount, _storybook_common_SafetyRefusalCount__Output>
      SafetyRefusals: MessageTypeDefinition<_storybook_common_SafetyRefusals, _storybook_common_SafetyRefusals__Output>
      ShelfData: MessageTypeDefinition<_storybook_common_ShelfData, _storybook_common_ShelfData__Output>
      ShelfItem: MessageTypeDefinition<_storybook_common_ShelfItem, _storybook_common_ShelfItem__Output>
      StorySummary: MessageTypeDefinition<_storybook_common_StorySummary, _storybook_common_StorySummary__Output>
      StorybookSettings: MessageTypeDefinition<_storybook_common_StorybookSettings, _storybook_common_StorybookSettings__Output>
      UserProfile: MessageTypeDefinition<_storybook_common_UserProfile, _storybook_common_UserProfile__Output>
      UserRef: MessageTypeDefinition<_storybook_common_UserRef, _storybook_common_UserRef__Output>
    }
    story: {
      BookDraft: MessageTypeDefinition<_storybook_story_BookDraft, _storybook_story_BookDraft__Output>
      BookPages: MessageTypeDefinition<_storybook_story_BookPages, _storybook_story_BookPages__Output>
      BookPdfReply: MessageTypeDefinition<_storybook_story_BookPdfReply, _storybook_story_BookPdfReply__Output>
      BookPdfRequest: MessageTypeDefinition<_storybook_story_BookPdfRequest, _storybook_story_BookPdfRequest__Output>
      BookProfile: MessageTypeDefinition<_storybook_story_BookProfile, _storybook_story_BookProfile__Output>
      BookProgress: MessageTypeDefinition<_storybook_story_BookProgress, _storybook_story_BookProgress__Output>
      BookPublication: MessageTypeDefinition<_storybook_story_BookPublication, _storybook_story_BookPublication__Output>
      BookQuality: MessageTypeDefinition<_storybook_story_BookQuality, _storybook_story_BookQuality__Output>
      BookRef: MessageTypeDefinition<_storybook_story_BookRef, _storybook_story_BookRef__Output>
      BookSharing: MessageTypeDefinition<_storybook_story_BookSharing, _storybook_story_BookSharing__Output>
      DeleteBookReply: MessageTypeDefinition<_storybook_story_DeleteBookReply, _storybook_story_DeleteBookReply__Output>
      GenerateBookRequest: MessageTypeDefinition<_storybook_story_GenerateBookRequest, _storybook_story_GenerateBookRequest__Output>
      GenerateStoryRequest: MessageTypeDefinition<_storybook_story_GenerateStoryRequest, _storybook_story_GenerateStoryRequest__Output>
      GeneratedStory: MessageTypeDefinition<_storybook_story_GeneratedStory, _storybook_story_GeneratedStory__Output>
      GetPageRequest: MessageTypeDefinition<_storybook_story_GetPageRequest, _storybook_story_GetPageRequest__Output>
      KeepPageRequest: MessageTypeDefinition<_storybook_story_KeepPageRequest, _storybook_story_KeepPageRequest__Output>
      PageReply: MessageTypeDefinition<_storybook_story_PageReply, _storybook_story_PageReply__Output>
      PictureRef: MessageTypeDefinition<_storybook_story_PictureRef, _storybook_story_PictureRef__Output>
      PictureSharing: MessageTypeDefinition<_storybook_story_PictureSharing, _storybook_story_PictureSharing__Output>
      PublicBookRef: MessageTypeDefinition<_storybook_story_PublicBookRef, _storybook_story_PublicBookRef__Output>
      QualityReport: MessageTypeDefinition<_storybook_story_QualityReport, _storybook_story_QualityReport__Output>
      RemakePageRequest: MessageTypeDefinition<_storybook_story_RemakePageRequest, _storybook_story_RemakePageRequest__Output>
      RestyleBookReply: MessageTypeDefinition<_storybook_story_RestyleBookReply, _storybook_story_RestyleBookReply__Output>
      RestyleBookRequest: MessageTypeDefinition<_storybook_story_RestyleBookRequest, _storybook_story_RestyleBookRequest__Output>
      SetBookPublishedRequest: MessageTypeDefinition<_storybook_story_SetBookPublishedRequest, _storybook_story_SetBookPublishedRequest__Output>
      SetBookSharedRequest: MessageTypeDefinition<_storybook_story_SetBookSharedRequest, _storybook_story_SetBookSharedRequest__Output>
      Shelf: MessageTypeDefinition<_storybook_story_Shelf, _storybook_story_Shelf__Output>
      ShelfRequest: MessageTypeDefinition<_storybook_story_ShelfRequest, _storybook_story_ShelfRequest__Output>
      StartStoryRequest: MessageTypeDefinition<_storybook_story_StartStoryRequest, _storybook_story_StartStoryRequest__Output>
      Story: SubtypeConstructor<typeof grpc.Client, _storybook_story_StoryClient> & { service: _storybook_story_StoryDefinition }
      StoryPrompts: MessageTypeDefinition<_storybook_story_StoryPrompts, _storybook_story_StoryPrompts__Output>
      SummarizeRequest: MessageTypeDefinition<_storybook_story_SummarizeRequest, _storybook_story_SummarizeRequest__Output>
      TitlePicture: MessageTypeDefinition<_storybook_story_TitlePicture, _storybook_story_TitlePicture__Output>
      TitlePictureRequest: MessageTypeDefinition<_storybook_story_TitlePictureRequest, _storybook_story_TitlePictureRequest__Output>
      WatchBookRequest: MessageTypeDefinition<_storybook_story_WatchBookRequest, _storybook_story_WatchBookRequest__Output>
    }
  }
}

