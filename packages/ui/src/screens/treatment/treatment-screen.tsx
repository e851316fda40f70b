import { type VisitCategory, visitCategoryLabels } from '@helmsman/domain';
import { useId } from 'react';
import { css, cx } from '#styled-system/css';
import { staticPage } from '#styled-system/recipes';
import { Button } from '../../components/button/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';

export interface TreatmentScreenProps {
  category: VisitCategory;
  /** Where 'Start your visit' leads: the visit's first step, `/visit/<slug>`. */
  startHref: string;
}

interface Treatment {
  /** One sentence under the title: what the treatment is for. */
  intro: string;
  /** What it treats, as a short list a reader scans. */
  treats: readonly string[];
  /** What a doctor may prescribe, named in general terms: the doctor decides what is right. */
  prescribed: string;
}

/** The four treatments an online visit exists for (issue 14, point 1). */
const treatments: Readonly<Record<VisitCategory, Treatment>> = {
  ed: {
    intro: 'Prescription treatment for erectile dysfunction, after an online visit with a licensed doctor.',
    treats: [
      'Trouble getting or keeping an erection',
      'Erections that are not firm enough for sex',
      'Performance that varies from one time to the next',
    ],
    prescribed: 'If it is safe for you, the doctor may prescribe sildenafil or tadalafil.',
  },
  sleep: {
    intro: 'A doctor reviews how you sleep and prescribes what helps you rest.',
    treats: [
      'Trouble falling asleep',
      'Waking up in the night or too early',
      'Feeling tired after a night in bed',
    ],
    prescribed: 'If it is safe for you, the doctor may prescribe a sleep aid suited to your answers.',
  },
  hair: {
    intro: 'Treatment that keeps the hair you have, prescribed by a licensed doctor.',
    treats: [
      'A receding hairline',
      'Thinning at the crown',
      'More hair than usual in the shower or on the pillow',
    ],
    prescribed: 'If it is safe for you, the doctor may prescribe finasteride, minoxidil or both.',
  },
  'SKY GLP': {
    intro:
      'The SKY GLP weight programme: GLP-1 treatment with a doctor and regular check-ins on your progress.',
    treats: [
      'Weight that diet and exercise alone have not moved',
      'Weight-related health risks, such as high blood pressure',
      'Cravings and appetite that are hard to manage',
    ],
    prescribed: 'If it is safe for you, the doctor may prescribe a GLP-1 medicine and follows your progress.',
  },
};

/** How every visit goes, whatever the treatment. */
const visitSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Answer a few questions',
    text: 'Tell us where you live and about your health, one question at a time. It takes about 10 minutes, and you can stop and come back.',
  },
  {
    title: 'A doctor reviews your visit',
    text: 'A licensed doctor in your state reads your answers, may message you with questions, and decides whether the treatment is right for you.',
  },
  {
    title: 'Delivered to your door',
    text: 'If the doctor prescribes it, your treatment ships in discreet packaging, and you can message your doctor at any time.',
  },
];

/**
 * /treatments/<category>: what a treatment is for and how its online visit works, with 'Start your
 * visit'. Public and the same for everyone; render it inside `SiteLayout`.
 */
export function TreatmentScreen({ category, startHref }: TreatmentScreenProps) {
  const hero = staticPage();
  const { intro, treats, prescribed } = treatments[category];
  const treatsId = useId();
  const stepsId = useId();
  return (
    <>
      <div className={hero.hero}>
        <div className={hero.heroInner}>
          <p className={hero.eyebrow}>Treatment</p>
          <h1 className={cx(hero.title, styles.title)}>
            <span className={styles.icon}>
              <CategoryIcon category={category} size={28} />
            </span>
            {visitCategoryLabels[category]}
          </h1>
          <p className={hero.intro}>{intro}</p>
          <div className={styles.actions}>
            <Button asChild size="lg">
              <a href={startHref}>Start your visit</a>
            </Button>
          </div>
        </div>
      </div>

      <section aria-labelledby={treatsId} className={styles.section}>
        <h2 id={treatsId} className={styles.sectionTitle}>
          What it treats
        </h2>
        <ul className={styles.treats}>
          {treats.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className={styles.text}>{prescribed}</p>
      </section>

      <section aria-labelledby={stepsId} className={styles.section}>
        <h2 id={stepsId} className={styles.sectionTitle}>
          How the visit works
        </h2>
        <ol className={styles.steps}>
          {visitSteps.map(({ title, text }, index) => (
            <li key={title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{title}</h3>
                <p className={styles.text}>{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Button asChild size="lg" variant="outline">
          <a href={startHref}>Start your visit</a>
        </Button>
      </section>
    </>
  );
}

const styles = {
  title: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  icon: css({
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'fg.default',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '3' }),
  // Content-box, like the title band's inner column, so the sections line up with the title.
  section: css({
    boxSizing: 'content-box',
    maxW: '6xl',
    mx: 'auto',
    px: { base: '5', md: '10' },
    py: { base: '8', md: '12' },
  }),
  sectionTitle: css({
    textStyle: { base: '2xl', md: '3xl' },
    fontFamily: 'heading',
    fontWeight: 'bold',
    mb: { base: '4', md: '5' },
  }),
  treats: css({ listStyle: 'disc', pl: '6', display: 'grid', gap: '1', mb: '3' }),
  text: css({ color: 'fg.muted' }),
  steps: css({
    display: 'grid',
    gap: '5',
    mb: '8',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  }),
  step: css({ display: 'flex', gap: '3', alignItems: 'flex-start' }),
  stepNumber: css({
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.fg',
    fontWeight: 'bold',
  }),
  stepTitle: css({ fontWeight: 'semibold', mb: '1' }),
};
