import type { SolapiMessageService } from 'solapi';
import type { SolapiConfig } from '../../config/config.js';
import { alimtalkVariables, phoneTextType, qrPhoneText, redactContacts } from './qr-message-content.js';
import { refusalReason, solapiError } from './solapi-errors.js';
import {
  surveyAlimtalkVariables,
  surveyPhoneText,
  type SurveyMessageInput,
} from './survey-message-content.js';
import type { DeliveryReport, OutgoingQr, QrSender, SentVia } from './qr-sender.js';

/** SOLAPI's status code of a message received by the phone (수신 완료). */
const DELIVERED = '4000';

type Sent = Awaited<ReturnType<SolapiMessageService['send']>>;
const messageIdOf = (sent: Sent) => sent.messageList?.[0]?.messageId ?? sent.groupInfo.groupId;

/**
 * 카카오 알림톡 and SMS/LMS through SOLAPI's official SDK. 알림톡's text is the registered template filled with
 * the variables; with disableSms false the provider sends it by SMS/LMS when Kakao cannot deliver it (its own
 * fallback), and one the provider refuses outright goes out by SMS/LMS at once (ours).
 * `allowDuplicates` stays off and the send id rides in customFields, so the provider's list finds it.
 */
export function solapiSender(config: SolapiConfig): QrSender {
  // the SDK (with its `effect` runtime) takes about a second to load on the 2-core VM: loaded at the first
  // call, not at every start of a server that may never send a message
  let loaded: Promise<SolapiMessageService> | undefined;
  const sdk = () =>
    (loaded ??= import('solapi').then(
      ({ SolapiMessageService }) => new SolapiMessageService(config.apiKey, config.apiSecret),
    ));
  const customFields = (m: OutgoingQr) => ({ sendId: m.sendId });
  /** Sends one message; the provider's id of it. */
  const post = async (message: Parameters<SolapiMessageService['send']>[0]) =>
    messageIdOf(await (await sdk()).send(message, { showMessageList: true }));
  const messages = async (query: Parameters<SolapiMessageService['getMessages']>[0]) =>
    (await sdk()).getMessages(query);

  const surveyInput = (m: OutgoingQr, survey: { title: string }): SurveyMessageInput => ({
    ...m,
    surveyTitle: survey.title,
  });
  const sendText = async (m: OutgoingQr, note?: string): Promise<SentVia> => {
    const { subject, text } = m.survey ? surveyPhoneText(surveyInput(m, m.survey)) : qrPhoneText(m);
    const long = phoneTextType(text) === 'LMS';
    try {
      const providerMessageId = await post({
        to: m.to,
        from: config.sender,
        text,
        ...(long ? { type: 'LMS', subject } : { type: 'SMS' }),
        customFields: customFields(m),
      });
      return { transport: long ? 'LMS' : 'SMS', providerMessageId, note };
    } catch (error) {
      throw solapiError(error);
    }
  };

  return {
    async send(m) {
      // a survey's invitation goes by 알림톡 only with a template registered for its text
      const templateId = m.survey ? config.kakao?.surveyTemplateId : config.kakao?.templateId;
      if (!config.kakao || templateId === undefined) return sendText(m);
      try {
        const providerMessageId = await post({
          to: m.to,
          from: config.sender,
          kakaoOptions: {
            pfId: config.kakao.pfId,
            templateId,
            variables: m.survey ? surveyAlimtalkVariables(surveyInput(m, m.survey)) : alimtalkVariables(m),
            disableSms: false,
          },
          customFields: customFields(m),
        });
        return { transport: 'ALIMTALK', providerMessageId };
      } catch (error) {
        const refused = refusalReason(error);
        if (refused === undefined) throw solapiError(error);
        return sendText(m, `알림톡 접수 거절(${refused})로 문자로 보냈습니다.`);
      }
    },
    async find(sendId, to, since) {
      try {
        const found = await messages({ to, startDate: since, limit: 100 });
        const earlier = Object.entries(found.messageList).find(([, m]) => m.customFields?.sendId === sendId);
        if (!earlier) return undefined;
        const [id, message] = earlier;
        const transport = message.type === 'ATA' ? 'ALIMTALK' : message.type === 'LMS' ? 'LMS' : 'SMS';
        return {
          transport,
          providerMessageId: message.messageId ?? id,
          note: '다시 시작한 뒤 확인한 결과 이미 발송된 메시지입니다.',
        };
      } catch (error) {
        throw solapiError(error);
      }
    },
    async reports(ids) {
      const found = await messages({ messageIds: [...ids], limit: ids.length });
      const reports = new Map<string, DeliveryReport>();
      for (const [id, message] of Object.entries(found.messageList)) {
        const code = message.statusCode ?? '';
        if (code === DELIVERED) reports.set(message.messageId ?? id, { delivered: true });
        else if (message.status === 'COMPLETE' && code)
          reports.set(message.messageId ?? id, {
            delivered: false,
            reason: redactContacts(
              `휴대폰에 전달되지 않았습니다: ${message.reason ?? '사유 미상'} (${code})`,
            ),
          });
      }
      return reports;
    },
    close: () => undefined,
  };
}
