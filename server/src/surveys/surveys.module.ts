import { Module } from '@nestjs/common';
import { AnswerSurveyHandler } from './commands/answer-survey/answer-survey.handler.js';
import { ChangeSurveyHandler } from './commands/change-survey/change-survey.handler.js';
import { CopySurveysHandler } from './commands/copy-surveys/copy-surveys.handler.js';
import { CreateSurveyHandler } from './commands/create-survey/create-survey.handler.js';
import { RemoveSurveyHandler } from './commands/remove-survey/remove-survey.handler.js';
import { SurveyAnswersController } from './http/survey-answers.controller.js';
import { SurveysController } from './http/surveys.controller.js';
import { GetSurveyFormHandler } from './queries/get-survey-form/get-survey-form.handler.js';
import { GetSurveyResultsHandler } from './queries/get-survey-results/get-survey-results.handler.js';
import { GetSurveyHandler } from './queries/get-survey/get-survey.handler.js';
import { ListSurveysHandler } from './queries/list-surveys/list-surveys.handler.js';
import { ListOpenSurveysHandler } from './queries/list-open-surveys/list-open-surveys.handler.js';
import { GetLectureSurveysHandler } from './queries/get-lecture-surveys/get-lecture-surveys.handler.js';
import { DownloadSurveyResponsesHandler } from './queries/download-survey-responses/download-survey-responses.handler.js';

/** 만족도 조사: surveys of attendees, lecture audiences and exhibitors, their answers and results. */
@Module({
  controllers: [SurveysController, SurveyAnswersController],
  providers: [
    CreateSurveyHandler,
    ChangeSurveyHandler,
    RemoveSurveyHandler,
    AnswerSurveyHandler,
    CopySurveysHandler,
    ListSurveysHandler,
    GetSurveyHandler,
    GetSurveyFormHandler,
    GetSurveyResultsHandler,
    ListOpenSurveysHandler,
    GetLectureSurveysHandler,
    DownloadSurveyResponsesHandler,
  ],
})
export class SurveysModule {}
