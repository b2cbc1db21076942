import './flow.css';
import { SubtleButton } from '@utrecht/button-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { answerBubble } from '../../../contract/answer-words.ts';
import type { ContentItem, FlowScript, FlowStep } from '../../../contract/flow-script.ts';
import { local } from '../../state/storage.ts';
import { SlideOver } from '../../ui/slide-over.tsx';
import { FlowActionsContext, type AnswerInput, type FlowActions } from './flow-actions.ts';
import {
  backAllowed,
  historyForServer,
  historyForStorage,
  historyFromStorage,
  moveTo,
  percentageDone,
  restorePosition,
  sendsHistory,
  stepBack,
  type FlowPosition,
} from './flow-state.ts';
import { placeholderValues, routeFrom, type FlowFacts } from './flow-facts.ts';
import { fillPlaceholders, messageText, type MessagePart } from './placeholders.ts';
import { QuestionStep } from './question-step.tsx';
import { answerCodes } from './steps/step-props.ts';
import { ResultPanel } from './result-panel.tsx';
import { inSourceLanguage } from '../../common/flow-language.ts';
import { flowTexts } from '../../common/flow-texts.ts';
import { typingDelay, useFlowTimings } from './timings.ts';

interface FlowRunnerProps {
  flow: FlowScript;
  facts: FlowFacts;
  /** Saves, finishes and navigates; the runner adds moving between steps. */
  actions: Omit<FlowActions, 'goTo' | 'save'> & {
    record: (answers: AnswerInput[], goTo: string | undefined) => Promise<void>;
  };
  /** Sends the step history to the server (spec §7); the panel's runner does not. */
  onHistory: (history: string, percentage: number) => void;
  inPanel?: boolean;
}

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Whether the resident must act before the flow goes on after this item: a question or video that leads to another
 * step. Questions that end the flow or leave it (finish buttons, a favourite, the flow list) do not hold back what
 * follows them, so one closing step can offer several ways out.
 */
const waitsForResident = (item: ContentItem): boolean =>
  (item.kind === 'Question' || item.kind === 'YouTube') && item.props.goTo !== undefined;

/**
 * Spec §2 "Chat flow screen": plays a flow script as a conversation. Messages appear one at a time after a typing
 * indicator; questions, videos and routers follow; earlier steps stay readable above the current one.
 */
export function FlowRunner({ flow, facts, actions, onHistory, inPanel = false }: FlowRunnerProps) {
  const timings = useFlowTimings();
  const [skip, setSkip] = useState(prefersReducedMotion);
  const [position, setPosition] = useState<FlowPosition>(() =>
    restorePosition(
      flow,
      local.get('flow') === flow.id
        ? { flowId: flow.id, history: historyFromStorage(local.get('history')) }
        : { flowId: facts.serverHistory.flowId, history: facts.serverHistory.history },
      inPanel,
    ),
  );
  const [play, setPlay] = useState({ step: position.current, shown: 0 });
  const shown = play.step === position.current ? play.shown : 0;
  const [typing, setTyping] = useState(false);
  const [backRefused, setBackRefused] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const lastBack = useRef<number | null>(null);
  const [answers, setAnswers] = useState(facts.answers);
  const live = useMemo<FlowFacts>(() => ({ ...facts, answers }), [facts, answers]);
  const step = flow.steps.find((s) => s.id === position.current)!;
  const values = useMemo(() => placeholderValues(facts), [facts]);
  // A step that finishes the flow and stays (the values summary) shows the bar full: the flow is done.
  const [finished, setFinished] = useState(false);
  const percentage = finished ? 100 : percentageDone(flow, position);

  const goTo = useCallback(
    (target: string) => {
      setBackRefused(false);
      setPosition((current) => moveTo(flow, current, target));
    },
    [flow],
  );

  // Spec §4/§7: every step change is remembered locally and sent to the server (except the welcome flow).
  useEffect(() => {
    if (inPanel) return;
    local.set('flow', flow.id);
    local.set('history', historyForStorage(position.history));
    if (sendsHistory(flow.id)) onHistory(historyForServer(position.history), percentage);
  }, [flow.id, position, percentage, inPanel, onHistory]);

  const reveal = useCallback(
    (item: ContentItem, index: number) => {
      if (item.kind === 'Router') {
        const outcome = routeFrom(item.props, live);
        if ('redirect' in outcome) actions.navigate(outcome.redirect);
        else goTo(outcome.goTo);
        return;
      }
      setPlay({ step: step.id, shown: index + 1 });
    },
    [live, actions, goTo, step.id],
  );

  // Plays the current step: the next item appears after the spec's pause, typing time or video delay.
  useEffect(() => {
    const item = step.content[shown];
    if (!item) return;
    const previous = step.content[shown - 1];
    if (previous && waitsForResident(previous)) return;
    let wait = previous?.kind === 'YouTube' ? timings.videoAutoAdvance : 0;
    let typingFor = 0;
    if (item.kind === 'ChatMessage' && !skip) {
      if (previous?.kind === 'ChatMessage') wait += timings.pauseBetweenMessages;
      typingFor = typingDelay(timings, messageText(fillPlaceholders(item.props.text, values)));
    }
    const timers: ReturnType<typeof setTimeout>[] = [];
    timers.push(
      setTimeout(() => {
        if (typingFor > 0) setTyping(true);
        timers.push(
          setTimeout(() => {
            setTyping(false);
            reveal(item, shown);
          }, typingFor),
        );
      }, wait),
    );
    return () => {
      timers.forEach(clearTimeout);
      setTyping(false);
    };
  }, [step, shown, skip, timings, values, reveal]);

  const rendering = shown < step.content.length && !step.content.slice(0, shown).some(waitsForResident);

  const stepActions = useMemo<FlowActions>(
    () => ({
      ...actions,
      goTo,
      save: async (answersOf, target) => {
        const stored = inSourceLanguage(answersOf);
        await actions.record(stored, undefined);
        const shown = answersOf();
        setAnswers((current) => {
          const next = new Map(current);
          shown.forEach((answer, i) =>
            next.set(answer.code, {
              value: answer.value,
              printable: answer.printableValue ?? null,
              storedPrintable: stored[i]?.printableValue ?? null,
              printableKey: answer.printableKey ?? null,
            }),
          );
          return next;
        });
        if (target !== undefined) goTo(target);
      },
      finish: async (then) => {
        await actions.finish(then);
        if (then === null) setFinished(true);
      },
    }),
    [actions, goTo],
  );

  const onBack = () => {
    const now = performance.now();
    if (!backAllowed(rendering, lastBack.current, now, timings.backLock)) {
      setBackRefused(true);
      return;
    }
    lastBack.current = now;
    setBackRefused(false);
    setPosition((current) => stepBack(flow, current));
  };

  const ambassador = facts.measurement.ambassadorName || flowTexts.ambassadorFallback;
  const currentMessages = step.content
    .slice(0, shown)
    .filter((item) => item.kind === 'ChatMessage')
    .map((item) => messageText(fillPlaceholders(item.props.text, values)));

  return (
    <FlowActionsContext.Provider value={stepActions}>
      <div className="bw-flow">
        <div className="bw-flow-progress">
          <label htmlFor={`voortgang-${flow.id}`}>{flowTexts.progressLabel}</label>
          <progress
            id={`voortgang-${flow.id}`}
            max={100}
            value={percentage}
            aria-valuetext={flowTexts.progressValue(percentage)}
          />
        </div>
        <div className="bw-flow__tools">
          {position.history.length > 1 || position.current !== flow.steps[0]!.id ? (
            <SubtleButton type="button" onClick={onBack} className="bw-flow__back">
              {flowTexts.back}
            </SubtleButton>
          ) : null}
          {rendering && !skip ? (
            <SubtleButton type="button" onClick={() => setSkip(true)}>
              {flowTexts.skipAnimation}
            </SubtleButton>
          ) : null}
        </div>
        {backRefused ? (
          <p className="bw-notice bw-notice--error" role="alert">
            {flowTexts.backTooEarly}
          </p>
        ) : null}
        {step.resultHeaderActive ? (
          <div className="bw-result-header">
            <p className="bw-result-header__title">{flowTexts.resultHeader(step.resultHeaderActive)}</p>
            <SubtleButton type="button" onClick={() => setPanelOpen(true)}>
              {flowTexts.moreInformation}
            </SubtleButton>
            <SlideOver
              open={panelOpen}
              title={flowTexts.resultPanelTitle(step.resultHeaderActive)}
              closeLabel={flowTexts.close}
              onClose={() => setPanelOpen(false)}
            >
              <ResultPanel route={step.resultHeaderActive} advice={facts.advice} />
            </SlideOver>
          </div>
        ) : null}
        <section className="bw-chat" aria-label={flowTexts.conversation}>
          {position.history
            .filter((id) => id !== step.id)
            .map((id) => {
              const past = flow.steps.find((s) => s.id === id)!;
              return <PastStep key={id} step={past} values={values} answers={answers} ambassador={ambassador} />;
            })}
          <ol className="bw-chat__list">
            {step.content.slice(0, shown).map((item, index) => (
              <StepItem key={`${step.id}-${index}`} item={item} values={values} ambassador={ambassador} facts={live} />
            ))}
            {typing ? (
              <li className="bw-chat__typing">
                <span className="bw-typing" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                <span className="bw-visually-hidden">{flowTexts.typing(ambassador)}</span>
              </li>
            ) : null}
          </ol>
          <VideoNext step={step} shown={shown} onNext={goTo} />
        </section>
        {/* The one live region: each message of the current step once, politely; the chat log itself is not live. */}
        <div className="bw-visually-hidden" aria-live="polite" aria-relevant="additions">
          {currentMessages.map((text, index) => (
            <p key={`${step.id}-${index}`}>{text}</p>
          ))}
        </div>
      </div>
    </FlowActionsContext.Provider>
  );
}

function VideoNext({ step, shown, onNext }: { step: FlowStep; shown: number; onNext: (target: string) => void }) {
  const last = step.content[shown - 1];
  if (last?.kind !== 'YouTube' || last.props.goTo === undefined) return null;
  const target = last.props.goTo;
  return (
    <div className="bw-form__actions">
      <SubtleButton type="button" onClick={() => onNext(target)}>
        {flowTexts.videoNext}
      </SubtleButton>
    </div>
  );
}

function Message({ parts, ambassador, avatar }: { parts: MessagePart[]; ambassador: string; avatar: ReactNode }) {
  return (
    <div className="bw-bubble">
      {avatar}
      <p>
        <span className="bw-visually-hidden">{ambassador}: </span>
        {parts.map((part, index) =>
          typeof part === 'string' ? (
            part
          ) : (
            <a key={index} href={part.href} target="_blank" rel="noreferrer">
              {part.text}
            </a>
          ),
        )}
      </p>
    </div>
  );
}

function StepItem({
  item,
  values,
  ambassador,
  facts,
}: {
  item: ContentItem;
  values: ReturnType<typeof placeholderValues>;
  ambassador: string;
  facts: FlowFacts;
}) {
  switch (item.kind) {
    case 'ChatMessage':
      return (
        <li className={item.props.isBWW ? 'bw-chat__message' : 'bw-chat__message bw-chat__message--notice'}>
          <Message
            parts={fillPlaceholders(item.props.text, values)}
            ambassador={item.props.isBWW ? ambassador : flowTexts.conversation}
            avatar={item.props.isBWW ? <Avatar facts={facts} path={item.props.avatar} /> : null}
          />
        </li>
      );
    case 'YouTube':
      return (
        <li className="bw-chat__video">
          <iframe
            title={flowTexts.videoTitle(item.props.title)}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.props.id)}`}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </li>
      );
    case 'Question':
      return (
        <li className="bw-chat__question">
          <QuestionStep question={item.props} facts={facts} />
        </li>
      );
    case 'Router':
      return null;
  }
}

/** Spec §2: avatars come from the CDN plus the ambassador's image path (250 px in the chat). */
function Avatar({ facts, path }: { facts: FlowFacts; path: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const image = path ?? facts.measurement.ambassadorPathToImage;
  if (!image || !facts.measurement.cdnUrl || failed)
    return <span className="bw-avatar bw-avatar--initial" aria-hidden="true" />;
  return (
    <img
      className="bw-avatar"
      src={`${facts.measurement.cdnUrl}${image}?w=250&h=250&mode=crop`}
      alt=""
      width={48}
      height={48}
      onError={() => setFailed(true)}
    />
  );
}

/** A step the resident already passed: its messages and what they answered, read-only. */
function PastStep({
  step,
  values,
  answers,
  ambassador,
}: {
  step: FlowStep;
  values: ReturnType<typeof placeholderValues>;
  answers: FlowFacts['answers'];
  ambassador: string;
}) {
  // One bubble a step, in the resident's words (issue 22.11, 35.13): answerBubble says how several answers read.
  const answered = step.content.flatMap((item) => {
    if (item.kind !== 'Question') return [];
    const given = answerCodes(item.props).flatMap((code) => {
      const answer = answers.get(code);
      return answer ? [answer] : [];
    });
    return given.length > 0 ? [answerBubble(given)] : [];
  });
  return (
    <ol className="bw-chat__list bw-chat__list--past">
      {step.content.map((item, index) =>
        item.kind === 'ChatMessage' ? (
          <li key={index} className="bw-chat__message">
            <Message parts={fillPlaceholders(item.props.text, values)} ambassador={ambassador} avatar={null} />
          </li>
        ) : null,
      )}
      {answered.length > 0 ? (
        <li className="bw-chat__answer">
          <p>
            <span className="bw-visually-hidden">{flowTexts.you}: </span>
            {answered.join(', ')}
          </p>
        </li>
      ) : null}
    </ol>
  );
}
