import { AppError } from '../../kernel/app-error.js';

/** The personal data of an event's attendees was destroyed (파기): how many people, how, by whom. */
export type PersonalDataDestroyed = {
  type: 'PersonalDataDestroyed';
  data: {
    eventId: number;
    /** The Korean date it was done on (the day the retention is checked against). */
    on: string;
    attendees: number;
    trigger: 'SCHEDULE' | 'ADMIN';
    /** The admin who asked ('지금 파기'); null for the scheduled one. */
    actorName: string | null;
  };
};

export const destructionStreamId = (eventId: number) => `privacy-destruction-${eventId}`;

export type DestroyCommand =
  | { trigger: 'SCHEDULE'; eventId: number; on: string; attendees: number }
  | {
      trigger: 'ADMIN';
      eventId: number;
      on: string;
      attendees: number;
      actorName: string;
      /** What the admin typed to confirm: the event's name. */
      typedName: string;
      eventName: string;
    };

export const DestructionErrors = {
  nameMismatch: () => new AppError('PRIVACY.NAME_MISMATCH', '행사명이 일치하지 않습니다.', 400),
  nothingToDestroy: () => new AppError('PRIVACY.NOTHING_TO_DESTROY', '파기할 개인정보가 없습니다.', 409),
};

/**
 * Records a destruction (pure). An admin confirms by typing the event's name, and is told when nothing is
 * left to destroy; the scheduled one is recorded even with no one left (it is done for that day).
 */
export function decideDestruction(command: DestroyCommand): PersonalDataDestroyed[] {
  if (command.trigger === 'ADMIN') {
    if (command.typedName.trim() !== command.eventName.trim()) throw DestructionErrors.nameMismatch();
    if (command.attendees === 0) throw DestructionErrors.nothingToDestroy();
  }
  return [
    {
      type: 'PersonalDataDestroyed',
      data: {
        eventId: command.eventId,
        on: command.on,
        attendees: command.attendees,
        trigger: command.trigger,
        actorName: command.trigger === 'ADMIN' ? command.actorName : null,
      },
    },
  ];
}
