import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createProfile } from '../../api/files';
import { profileChat } from '../../api/profile';
import type { ChatMessage, ChildProfileData, ProfileChatResponse } from '../../api/types';
import { PROFILE_SCHEMA_VERSION } from '../../lib/constants';
import { profiles } from '../../lib/texts';
import { normalizeProfileData, savedProfileData, type SavedProfileData } from './profile-data';
import { refusalText, useInvalidateProfiles } from './profile-queries';

/** A message of the conversation; off the record when it is left out of what is sent next. */
interface Bubble extends ChatMessage {
  offRecord?: boolean;
}

/**
 * A message with neither a next question nor a complete profile is a refusal (moderation): the refused words
 * and the refusal stay on screen but are not sent again, or every later turn would be refused as well.
 */
const isRefusal = (answer: ProfileChatResponse) =>
  !answer.profileComplete && !answer.nextQuestion?.trim() && Boolean(answer.message?.trim());

/** What the assistant says in an answer: a message (e.g. a refusal) and the next question, as bubbles. */
const assistantBubbles = (answer: ProfileChatResponse): Bubble[] =>
  [answer.message, answer.nextQuestion]
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text) => ({ text, sender: 'assistant', offRecord: isRefusal(answer) }));

/** The conversation as the server is sent it. */
const onRecord = (bubbles: Bubble[]): ChatMessage[] =>
  bubbles.filter((bubble) => !bubble.offRecord).map(({ text, sender }) => ({ text, sender }));

interface Turn {
  history: ChatMessage[];
  profileData?: ChildProfileData;
}

/** The conversation with the assistant's answer: a refusal takes the refused message off the record. */
function withAnswer(current: Bubble[], answer: ProfileChatResponse): Bubble[] {
  // The refused message is the last one: one turn at a time.
  const asked = isRefusal(answer)
    ? current.map((bubble, i) => (i === current.length - 1 ? { ...bubble, offRecord: true } : bubble))
    : current;
  return [...asked, ...assistantBubbles(answer)];
}

/** The assistant's opening question: a query, not an effect, so it is asked once per visit, also under StrictMode. */
function useOpeningQuestion(userId: string) {
  const opening = useQuery({
    queryKey: ['profile-chat', 'opening', userId],
    queryFn: () => profileChat({ messages: [] }),
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => {
    if (opening.error) console.error(opening.error);
  }, [opening.error]);
  return opening;
}

/**
 * The AI profile chat (spec §2, §5, §7): the opening question is asked for with no messages; each turn sends
 * the whole conversation and the profile so far. When the profile is complete the server has saved it
 * (`profileId`); should it not have, the chat saves it with create-profile.
 */
export function useProfileChat(userId: string) {
  const invalidateProfiles = useInvalidateProfiles();
  const opening = useOpeningQuestion(userId);
  const [turns, setTurns] = useState<Bubble[]>([]);
  const [profileData, setProfileData] = useState<ChildProfileData>();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);

  const messages = [...(opening.data ? assistantBubbles(opening.data) : []), ...turns];
  const currentData =
    profileData ?? (opening.data ? normalizeProfileData(opening.data.updatedProfile) : undefined);

  const finish = (data: ChildProfileData, profileId: string) => {
    setSavedId(profileId);
    setSavedName(data.personal_information.first_name);
    return invalidateProfiles();
  };

  const save = useMutation({
    mutationFn: (data: SavedProfileData) =>
      createProfile({ userId, profileInfo: { version: PROFILE_SCHEMA_VERSION, profile_data: data } }),
    onSuccess: ({ profile }) => finish(normalizeProfileData(profile.profile_data), profile.profile_id),
    onError: (error) => setRefusal(refusalText(error)),
  });

  const turn = useMutation({
    mutationFn: ({ history, profileData: data }: Turn) =>
      profileChat({ messages: history, ...(data ? { profileData: data } : {}) }),
    onSuccess: (answer) => {
      const data = normalizeProfileData(answer.updatedProfile);
      setProfileData(data);
      setTurns((current) => withAnswer(current, answer));
      if (!answer.profileComplete) return;
      if (answer.profileId) return finish(data, answer.profileId);
      const saved = savedProfileData(data);
      if (saved) save.mutate(saved);
      else setRefusal(profiles.chatProfileUnsaved);
    },
    onError: (error, { history }) => {
      // Take the unanswered message back into the input, to send again or change.
      // (Nothing is sent while an answer is awaited, so the last turn is the message that failed.)
      const sent = history[history.length - 1];
      setTurns((current) => current.slice(0, -1));
      setDraft((current) => current || sent.text);
      setRefusal(refusalText(error));
    },
  });

  const pending = opening.isFetching || turn.isPending || save.isPending;

  /** §5: empty or whitespace-only messages are ignored, and so is sending while an answer is awaited. */
  const send = () => {
    const text = draft.trim();
    if (!text || pending || savedName !== null) return;
    const history: ChatMessage[] = [...onRecord(messages), { text, sender: 'user' }];
    setTurns((current) => [...current, { text, sender: 'user' }]);
    setDraft('');
    setRefusal(null);
    turn.mutate({ history, profileData: currentData });
  };

  return { messages, draft, setDraft, send, pending, refusal, savedName, savedId };
}
