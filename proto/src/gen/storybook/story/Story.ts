// Original file: proto/storybook/story.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Book as _storybook_common_Book, Book__Output as _storybook_common_Book__Output } from '../../storybook/common/Book';
import type { BookPages as _storybook_story_BookPages, BookPages__Output as _storybook_story_BookPages__Output } from '../../storybook/story/BookPages';
import type { BookPdfReply as _storybook_story_BookPdfReply, BookPdfReply__Output as _storybook_story_BookPdfReply__Output } from '../../storybook/story/BookPdfReply';
import type { BookPdfRequest as _storybook_story_BookPdfRequest, BookPdfRequest__Output as _storybook_story_BookPdfRequest__Output } from '../../storybook/story/BookPdfRequest';
import type { BookProfile as _storybook_story_BookProfile, BookProfile__Output as _storybook_story_BookProfile__Output } from '../../storybook/story/BookProfile';
import type { BookProgress as _storybook_story_BookProgress, BookProgress__Output as _storybook_story_BookProgress__Output } from '../../storybook/story/BookProgress';
import type { BookPublication as _storybook_story_BookPublication, BookPublication__Output as _storybook_story_BookPublication__Output } from '../../storybook/story/BookPublication';
import type { BookQuality as _storybook_story_BookQuality, BookQuality__Output as _storybook_story_BookQuality__Output } from '../../storybook/story/BookQuality';
import type { BookRef as _storybook_story_BookRef, BookRef__Output as _storybook_story_BookRef__Output } from '../../storybook/story/BookRef';
import type { BookSharing as _storybook_story_BookSharing, BookSharing__Output as _storybook_story_BookSharing__Output } from '../../storybook/story/BookSharing';
import type { DeleteBookReply as _storybook_story_DeleteBookReply, DeleteBookReply__Output as _storybook_story_DeleteBookReply__Output } from '../../storybook/story/DeleteBookReply';
import type { Empty as _storybook_common_Empty, Empty__Output as _storybook_common_Empty__Output } from '../../storybook/common/Empty';
import type { GenerateBookRequest as _storybook_story_GenerateBookRequest, GenerateBookRequest__Output as _storybook_story_GenerateBookRequest__Output } from '../../storybook/story/GenerateBookRequest';
import type { GenerateStoryRequest as _storybook_story_GenerateStoryRequest, GenerateStoryRequest__Output as _storybook_story_GenerateStoryRequest__Output } from '../../storybook/story/GenerateStoryRequest';
import type { GeneratedStory as _storybook_story_GeneratedStory, GeneratedStory__Output as _storybook_story_GeneratedStory__Output } from '../../storybook/story/GeneratedStory';
import type { GetPageRequest as _storybook_story_GetPageRequest, GetPageRequest__Output as _storybook_story_GetPageRequest__Output } from '../../storybook/story/GetPageRequest';
import type { KeepPageRequest as _storybook_story_KeepPageRequest, KeepPageRequest__Output as _storybook_story_KeepPageRequest__Output } from '../../storybook/story/KeepPageRequest';
import type { PageReply as _storybook_story_PageReply, PageReply__Output as _storybook_story_PageReply__Output } from '../../storybook/story/PageReply';
import type { PictureRef as _storybook_story_PictureRef, PictureRef__Output as _storybook_story_PictureRef__Output } from '../../storybook/story/PictureRef';
import type { PictureSharing as _storybook_story_PictureSharing, PictureSharing__Output as _storybook_story_PictureSharing__Output } from '../../storybook/story/PictureSharing';
import type { PublicBookRef as _storybook_story_PublicBookRef, PublicBookRef__Output as _storybook_story_PublicBookRef__Output } from '../../storybook/story/PublicBookRef';
import type { RemakePageRequest as _storybook_story_RemakePageRequest, RemakePageRequest__Output as _storybook_story_RemakePageRequest__Output } from '../../storybook/story/RemakePageRequest';
import type { RestyleBookReply as _storybook_story_RestyleBookReply, RestyleBookReply__Output as _storybook_story_RestyleBookReply__Output } from '../../storybook/story/RestyleBookReply';
import type { RestyleBookRequest as _storybook_story_RestyleBookRequest, RestyleBookRequest__Output as _storybook_story_RestyleBookRequest__Output } from '../../storybook/story/RestyleBookRequest';
import type { SafetyRefusals as _storybook_common_SafetyRefusals, SafetyRefusals__Output as _storybook_common_SafetyRefusals__Output } from '../../storybook/common/SafetyRefusals';
import type { SetBookPublishedRequest as _storybook_story_SetBookPublishedRequest, SetBookPublishedRequest__Output as _storybook_story_SetBookPublishedRequest__Output } from '../../storybook/story/SetBookPublishedRequest';
import type { SetBookSharedRequest as _storybook_story_SetBookSharedRequest, SetBookSharedRequest__Output as _storybook_story_SetBookSharedRequest__Output } from '../../storybook/story/SetBookSharedRequest';
import type { Shelf as _storybook_story_Shelf, Shelf__Output as _storybook_story_Shelf__Output } from '../../storybook/story/Shelf';
import type { ShelfRequest as _storybook_story_ShelfRequest, ShelfRequest__Output as _storybook_story_ShelfRequest__Output } from '../../storybook/story/ShelfRequest';
import type { StartStoryRequest as _storybook_story_StartStoryRequest, StartStoryRequest__Output as _storybook_story_StartStoryRequest__Output } from '../../storybook/story/StartStoryRequest';
import type { StoryPrompts as _storybook_story_StoryPrompts, StoryPrompts__Output as _storybook_story_StoryPrompts__Output } from '../../storybook/story/StoryPrompts';
import type { StorySummary as _storybook_common_StorySummary, StorySummary__Output as _storybook_common_StorySummary__Output } from '../../storybook/common/StorySummary';
import type { SummarizeRequest as _storybook_story_SummarizeRequest, SummarizeRequest__Output as _storybook_story_SummarizeRequest__Output } from '../../storybook/story/SummarizeRequest';
import type { TitlePicture as _storybook_story_TitlePicture, TitlePicture__Output as _storybook_story_TitlePicture__Output } from '../../storybook/story/TitlePicture';
import type { TitlePictureRequest as _storybook_story_TitlePictureRequest, TitlePictureRequest__Output as _storybook_story_TitlePictureRequest__Output } from '../../storybook/story/TitlePictureRequest';
import type { WatchBookRequest as _storybook_story_WatchBookRequest, WatchBookRequest__Output as _storybook_story_WatchBookRequest__Output } from '../../storybook/story/WatchBookRequest';

export interface StoryClient extends grpc.Client {
  CreateTitlePicture(argument: _storybook_story_TitlePictureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  CreateTitlePicture(argument: _storybook_story_TitlePictureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  CreateTitlePicture(argument: _storybook_story_TitlePictureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  CreateTitlePicture(argument: _storybook_story_TitlePictureRequest, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  createTitlePicture(argument: _storybook_story_TitlePictureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  createTitlePicture(argument: _storybook_story_TitlePictureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  createTitlePicture(argument: _storybook_story_TitlePictureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  createTitlePicture(argument: _storybook_story_TitlePictureRequest, callback: grpc.requestCallback<_storybook_story_TitlePicture__Output>): grpc.ClientUnaryCall;
  
  DeleteBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  DeleteBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  DeleteBook(argument: _storybook_story_BookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  DeleteBook(argument: _storybook_story_BookRef, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  deleteBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  deleteBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  deleteBook(argument: _storybook_story_BookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  deleteBook(argument: _storybook_story_BookRef, callback: grpc.requestCallback<_storybook_story_DeleteBookReply__Output>): grpc.ClientUnaryCall;
  
  FillBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  FillBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  FillBookshelf(argument: _storybook_story_ShelfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  FillBookshelf(argument: _storybook_story_ShelfRequest, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  fillBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  fillBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  fillBookshelf(argument: _storybook_story_ShelfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  fillBookshelf(argument: _storybook_story_ShelfRequest, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  
  GenerateBook(argument: _storybook_story_GenerateBookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  GenerateBook(argument: _storybook_story_GenerateBookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  GenerateBook(argument: _storybook_story_GenerateBookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  GenerateBook(argument: _storybook_story_GenerateBookRequest, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  generateBook(argument: _storybook_story_GenerateBookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  generateBook(argument: _storybook_story_GenerateBookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  generateBook(argument: _storybook_story_GenerateBookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  generateBook(argument: _storybook_story_GenerateBookRequest, callback: grpc.requestCallback<_storybook_story_BookPages__Output>): grpc.ClientUnaryCall;
  
  GenerateStory(argument: _storybook_story_GenerateStoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  GenerateStory(argument: _storybook_story_GenerateStoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  GenerateStory(argument: _storybook_story_GenerateStoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  GenerateStory(argument: _storybook_story_GenerateStoryRequest, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  generateStory(argument: _storybook_story_GenerateStoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  generateStory(argument: _storybook_story_GenerateStoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  generateStory(argument: _storybook_story_GenerateStoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  generateStory(argument: _storybook_story_GenerateStoryRequest, callback: grpc.requestCallback<_storybook_story_GeneratedStory__Output>): grpc.ClientUnaryCall;
  
  GetBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  GetBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  GetBook(argument: _storybook_story_BookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  GetBook(argument: _storybook_story_BookRef, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getBook(argument: _storybook_story_BookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getBook(argument: _storybook_story_BookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getBook(argument: _storybook_story_BookRef, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  
  GetBookPdf(argument: _storybook_story_BookPdfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  GetBookPdf(argument: _storybook_story_BookPdfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  GetBookPdf(argument: _storybook_story_BookPdfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  GetBookPdf(argument: _storybook_story_BookPdfRequest, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  getBookPdf(argument: _storybook_story_BookPdfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  getBookPdf(argument: _storybook_story_BookPdfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  getBookPdf(argument: _storybook_story_BookPdfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  getBookPdf(argument: _storybook_story_BookPdfRequest, callback: grpc.requestCallback<_storybook_story_BookPdfReply__Output>): grpc.ClientUnaryCall;
  
  GetBookProfile(argument: _storybook_story_BookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  GetBookProfile(argument: _storybook_story_BookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  GetBookProfile(argument: _storybook_story_BookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  GetBookProfile(argument: _storybook_story_BookRef, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  getBookProfile(argument: _storybook_story_BookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  getBookProfile(argument: _storybook_story_BookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  getBookProfile(argument: _storybook_story_BookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  getBookProfile(argument: _storybook_story_BookRef, callback: grpc.requestCallback<_storybook_story_BookProfile__Output>): grpc.ClientUnaryCall;
  
  GetBookQuality(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  GetBookQuality(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  GetBookQuality(argument: _storybook_story_PublicBookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  GetBookQuality(argument: _storybook_story_PublicBookRef, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  getBookQuality(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  getBookQuality(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  getBookQuality(argument: _storybook_story_PublicBookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  getBookQuality(argument: _storybook_story_PublicBookRef, callback: grpc.requestCallback<_storybook_story_BookQuality__Output>): grpc.ClientUnaryCall;
  
  GetPage(argument: _storybook_story_GetPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  GetPage(argument: _storybook_story_GetPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  GetPage(argument: _storybook_story_GetPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  GetPage(argument: _storybook_story_GetPageRequest, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  getPage(argument: _storybook_story_GetPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  getPage(argument: _storybook_story_GetPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  getPage(argument: _storybook_story_GetPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  getPage(argument: _storybook_story_GetPageRequest, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  
  GetPictureSharing(argument: _storybook_story_PictureRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  GetPictureSharing(argument: _storybook_story_PictureRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  GetPictureSharing(argument: _storybook_story_PictureRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  GetPictureSharing(argument: _storybook_story_PictureRef, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  getPictureSharing(argument: _storybook_story_PictureRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  getPictureSharing(argument: _storybook_story_PictureRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  getPictureSharing(argument: _storybook_story_PictureRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  getPictureSharing(argument: _storybook_story_PictureRef, callback: grpc.requestCallback<_storybook_story_PictureSharing__Output>): grpc.ClientUnaryCall;
  
  GetPublicBook(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  GetPublicBook(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  GetPublicBook(argument: _storybook_story_PublicBookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  GetPublicBook(argument: _storybook_story_PublicBookRef, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getPublicBook(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getPublicBook(argument: _storybook_story_PublicBookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getPublicBook(argument: _storybook_story_PublicBookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  getPublicBook(argument: _storybook_story_PublicBookRef, callback: grpc.requestCallback<_storybook_common_Book__Output>): grpc.ClientUnaryCall;
  
  GetSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  GetSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  GetSafetyRefusals(argument: _storybook_common_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  GetSafetyRefusals(argument: _storybook_common_Empty, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  
  KeepPage(argument: _storybook_story_KeepPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  KeepPage(argument: _storybook_story_KeepPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  KeepPage(argument: _storybook_story_KeepPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  KeepPage(argument: _storybook_story_KeepPageRequest, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  keepPage(argument: _storybook_story_KeepPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  keepPage(argument: _storybook_story_KeepPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  keepPage(argument: _storybook_story_KeepPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  keepPage(argument: _storybook_story_KeepPageRequest, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  
  PublicBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  PublicBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  PublicBookshelf(argument: _storybook_story_ShelfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  PublicBookshelf(argument: _storybook_story_ShelfRequest, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  publicBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  publicBookshelf(argument: _storybook_story_ShelfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  publicBookshelf(argument: _storybook_story_ShelfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  publicBookshelf(argument: _storybook_story_ShelfRequest, callback: grpc.requestCallback<_storybook_story_Shelf__Output>): grpc.ClientUnaryCall;
  
  RemakePage(argument: _storybook_story_RemakePageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  RemakePage(argument: _storybook_story_RemakePageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  RemakePage(argument: _storybook_story_RemakePageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  RemakePage(argument: _storybook_story_RemakePageRequest, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  remakePage(argument: _storybook_story_RemakePageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  remakePage(argument: _storybook_story_RemakePageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  remakePage(argument: _storybook_story_RemakePageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  remakePage(argument: _storybook_story_RemakePageRequest, callback: grpc.requestCallback<_storybook_story_PageReply__Output>): grpc.ClientUnaryCall;
  
  RestyleBook(argument: _storybook_story_RestyleBookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  RestyleBook(argument: _storybook_story_RestyleBookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  RestyleBook(argument: _storybook_story_RestyleBookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  RestyleBook(argument: _storybook_story_RestyleBookRequest, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  restyleBook(argument: _storybook_story_RestyleBookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  restyleBook(argument: _storybook_story_RestyleBookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  restyleBook(argument: _storybook_story_RestyleBookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  restyleBook(argument: _storybook_story_RestyleBookRequest, callback: grpc.requestCallback<_storybook_story_RestyleBookReply__Output>): grpc.ClientUnaryCall;
  
  SetBookPublished(argument: _storybook_story_SetBookPublishedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  SetBookPublished(argument: _storybook_story_SetBookPublishedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  SetBookPublished(argument: _storybook_story_SetBookPublishedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  SetBookPublished(argument: _storybook_story_SetBookPublishedRequest, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  setBookPublished(argument: _storybook_story_SetBookPublishedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  setBookPublished(argument: _storybook_story_SetBookPublishedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  setBookPublished(argument: _storybook_story_SetBookPublishedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  setBookPublished(argument: _storybook_story_SetBookPublishedRequest, callback: grpc.requestCallback<_storybook_story_BookPublication__Output>): grpc.ClientUnaryCall;
  
  SetBookShared(argument: _storybook_story_SetBookSharedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  SetBookShared(argument: _storybook_story_SetBookSharedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  SetBookShared(argument: _storybook_story_SetBookSharedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  SetBookShared(argument: _storybook_story_SetBookSharedRequest, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  setBookShared(argument: _storybook_story_SetBookSharedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  setBookShared(argument: _storybook_story_SetBookSharedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  setBookShared(argument: _storybook_story_SetBookSharedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  setBookShared(argument: _storybook_story_SetBookSharedRequest, callback: grpc.requestCallback<_storybook_story_BookSharing__Output>): grpc.ClientUnaryCall;
  
  StartStory(argument: _storybook_story_StartStoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  StartStory(argument: _storybook_story_StartStoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  StartStory(argument: _storybook_story_StartStoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  StartStory(argument: _storybook_story_StartStoryRequest, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  startStory(argument: _storybook_story_StartStoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  startStory(argument: _storybook_story_StartStoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  startStory(argument: _storybook_story_StartStoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  startStory(argument: _storybook_story_StartStoryRequest, callback: grpc.requestCallback<_storybook_story_StoryPrompts__Output>): grpc.ClientUnaryCall;
  
  Summarize(argument: _storybook_story_SummarizeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  Summarize(argument: _storybook_story_SummarizeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  Summarize(argument: _storybook_story_SummarizeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  Summarize(argument: _storybook_story_SummarizeRequest, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  summarize(argument: _storybook_story_SummarizeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  summarize(argument: _storybook_story_SummarizeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  summarize(argument: _storybook_story_SummarizeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  summarize(argument: _storybook_story_SummarizeRequest, callback: grpc.requestCallback<_storybook_common_StorySummary__Output>): grpc.ClientUnaryCall;
  
  WatchBook(argument: _storybook_story_WatchBookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  WatchBook(argument: _storybook_story_WatchBookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  WatchBook(argument: _storybook_story_WatchBookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  WatchBook(argument: _storybook_story_WatchBookRequest, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  watchBook(argument: _storybook_story_WatchBookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  watchBook(argument: _storybook_story_WatchBookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  watchBook(argument: _storybook_story_WatchBookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  watchBook(argument: _storybook_story_WatchBookRequest, callback: grpc.requestCallback<_storybook_story_BookProgress__Output>): grpc.ClientUnaryCall;
  
}

export interface StoryHandlers extends grpc.UntypedServiceImplementation {
  CreateTitlePicture: grpc.handleUnaryCall<_storybook_story_TitlePictureRequest__Output, _storybook_story_TitlePicture>;
  
  DeleteBook: grpc.handleUnaryCall<_storybook_story_BookRef__Output, _storybook_story_DeleteBookReply>;
  
  FillBookshelf: grpc.handleUnaryCall<_storybook_story_ShelfRequest__Output, _storybook_story_Shelf>;
  
  GenerateBook: grpc.handleUnaryCall<_storybook_story_GenerateBookRequest__Output, _storybook_story_BookPages>;
  
  GenerateStory: grpc.handleUnaryCall<_storybook_story_GenerateStoryRequest__Output, _storybook_story_GeneratedStory>;
  
  GetBook: grpc.handleUnaryCall<_storybook_story_BookRef__Output, _storybook_common_Book>;
  
  GetBookPdf: grpc.handleUnaryCall<_storybook_story_BookPdfRequest__Output, _storybook_story_BookPdfReply>;
  
  GetBookProfile: grpc.handleUnaryCall<_storybook_story_BookRef__Output, _storybook_story_BookProfile>;
  
  GetBookQuality: grpc.handleUnaryCall<_storybook_story_PublicBookRef__Output, _storybook_story_BookQuality>;
  
  GetPage: grpc.handleUnaryCall<_storybook_story_GetPageRequest__Output, _storybook_story_PageReply>;
  
  GetPictureSharing: grpc.handleUnaryCall<_storybook_story_PictureRef__Output, _storybook_story_PictureSharing>;
  
  GetPublicBook: grpc.handleUnaryCall<_storybook_story_PublicBookRef__Output, _storybook_common_Book>;
  
  GetSafetyRefusals: grpc.handleUnaryCall<_storybook_common_Empty__Output, _storybook_common_SafetyRefusals>;
  
  KeepPage: grpc.handleUnaryCall<_storybook_story_KeepPageRequest__Output, _storybook_story_PageReply>;
  
  PublicBookshelf: grpc.handleUnaryCall<_storybook_story_ShelfRequest__Output, _storybook_story_Shelf>;
  
  RemakePage: grpc.handleUnaryCall<_storybook_story_RemakePageRequest__Output, _storybook_story_PageReply>;
  
  RestyleBook: grpc.handleUnaryCall<_storybook_story_RestyleBookRequest__Output, _storybook_story_RestyleBookReply>;
  
  SetBookPublished: grpc.handleUnaryCall<_storybook_story_SetBookPublishedRequest__Output, _storybook_story_BookPublication>;
  
  SetBookShared: grpc.handleUnaryCall<_storybook_story_SetBookSharedRequest__Output, _storybook_story_BookSharing>;
  
  StartStory: grpc.handleUnaryCall<_storybook_story_StartStoryRequest__Output, _storybook_story_StoryPrompts>;
  
  Summarize: grpc.handleUnaryCall<_storybook_story_SummarizeRequest__Output, _storybook_common_StorySummary>;
  
  WatchBook: grpc.handleUnaryCall<_storybook_story_WatchBookRequest__Output, _storybook_story_BookProgress>;
  
}

export interface StoryDefinition extends grpc.ServiceDefinition {
  CreateTitlePicture: MethodDefinition<_storybook_story_TitlePictureRequest, _storybook_story_TitlePicture, _storybook_story_TitlePictureRequest__Output, _storybook_story_TitlePicture__Output>
  DeleteBook: MethodDefinition<_storybook_story_BookRef, _storybook_story_DeleteBookReply, _storybook_story_BookRef__Output, _storybook_story_DeleteBookReply__Output>
  FillBookshelf: MethodDefinition<_storybook_story_ShelfRequest, _storybook_story_Shelf, _storybook_story_ShelfRequest__Output, _storybook_story_Shelf__Output>
  GenerateBook: MethodDefinition<_storybook_story_GenerateBookRequest, _storybook_story_BookPages, _storybook_story_GenerateBookRequest__Output, _storybook_story_BookPages__Output>
  GenerateStory: MethodDefinition<_storybook_story_GenerateStoryRequest, _storybook_story_GeneratedStory, _storybook_story_GenerateStoryRequest__Output, _storybook_story_GeneratedStory__Output>
  GetBook: MethodDefinition<_storybook_story_BookRef, _storybook_common_Book, _storybook_story_BookRef__Output, _storybook_common_Book__Output>
  GetBookPdf: MethodDefinition<_storybook_story_BookPdfRequest, _storybook_story_BookPdfReply, _storybook_story_BookPdfRequest__Output, _storybook_story_BookPdfReply__Output>
  GetBookProfile: MethodDefinition<_storybook_story_BookRef, _storybook_story_BookProfile, _storybook_story_BookRef__Output, _storybook_story_BookProfile__Output>
  GetBookQuality: MethodDefinition<_storybook_story_PublicBookRef, _storybook_story_BookQuality, _storybook_story_PublicBookRef__Output, _storybook_story_BookQuality__Output>
  GetPage: MethodDefinition<_storybook_story_GetPageRequest, _storybook_story_PageReply, _storybook_story_GetPageRequest__Output, _storybook_story_PageReply__Output>
  GetPictureSharing: MethodDefinition<_storybook_story_PictureRef, _storybook_story_PictureSharing, _storybook_story_PictureRef__Output, _storybook_story_PictureSharing__Output>
  GetPublicBook: MethodDefinition<_storybook_story_PublicBookRef, _storybook_common_Book, _storybook_story_PublicBookRef__Output, _storybook_common_Book__Output>
  GetSafetyRefusals: MethodDefinition<_storybook_common_Empty, _storybook_common_SafetyRefusals, _storybook_common_Empty__Output, _storybook_common_SafetyRefusals__Output>
  KeepPage: MethodDefinition<_storybook_story_KeepPageRequest, _storybook_story_PageReply, _storybook_story_KeepPageRequest__Output, _storybook_story_PageReply__Output>
  PublicBookshelf: MethodDefinition<_storybook_story_ShelfRequest, _storybook_story_Shelf, _storybook_story_ShelfRequest__Output, _storybook_story_Shelf__Output>
  RemakePage: MethodDefinition<_storybook_story_RemakePageRequest, _storybook_story_PageReply, _storybook_story_RemakePageRequest__Output, _storybook_story_PageReply__Output>
  RestyleBook: MethodDefinition<_storybook_story_RestyleBookRequest, _storybook_story_RestyleBookReply, _storybook_story_RestyleBookRequest__Output, _storybook_story_RestyleBookReply__Output>
  SetBookPublished: MethodDefinition<_storybook_story_SetBookPublishedRequest, _storybook_story_BookPublication, _storybook_story_SetBookPublishedRequest__Output, _storybook_story_BookPublication__Output>
  SetBookShared: MethodDefinition<_storybook_story_SetBookSharedRequest, _storybook_story_BookSharing, _storybook_story_SetBookSharedRequest__Output, _storybook_story_BookSharing__Output>
  StartStory: MethodDefinition<_storybook_story_StartStoryRequest, _storybook_story_StoryPrompts, _storybook_story_StartStoryRequest__Output, _storybook_story_StoryPrompts__Output>
  Summarize: MethodDefinition<_storybook_story_SummarizeRequest, _storybook_common_StorySummary, _storybook_story_SummarizeRequest__Output, _storybook_common_StorySummary__Output>
  WatchBook: MethodDefinition<_storybook_story_WatchBookRequest, _storybook_story_BookProgress, _storybook_story_WatchBookRequest__Output, _storybook_story_BookProgress__Output>
}
