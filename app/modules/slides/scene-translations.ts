/**
 * The sample slides' captions in Hindi and Telugu, by their English text (illustrations.ts), seeded with the
 * placeholder slides so /hi/ and /te/ describe the pictures in the reader's language (docs/decisions/139).
 */
export const SCENE_TRANSLATIONS: Record<string, { hi: string; te: string }> = {
  "The school building and its gardens": { hi: "विद्यालय भवन और उसके बगीचे", te: "పాఠశాల భవనం, దాని తోటలు" },
  "The main block with the flag mast": { hi: "ध्वज-स्तंभ के साथ मुख्य भवन", te: "జెండా స్తంభంతో ప్రధాన భవనం" },
  "Children walking to class": { hi: "कक्षा की ओर जाते बच्चे", te: "తరగతికి నడిచి వెళ్తున్న పిల్లలు" },
  "Children welcoming visitors at the school gate": {
    hi: "विद्यालय के द्वार पर अतिथियों का स्वागत करते बच्चे",
    te: "పాఠశాల ద్వారం వద్ద అతిథులకు స్వాగతం పలుకుతున్న పిల్లలు",
  },
  "The campus decorated for a new year": {
    hi: "नए वर्ष के लिए सजा विद्यालय परिसर",
    te: "కొత్త సంవత్సరానికి అలంకరించిన పాఠశాల ప్రాంగణం",
  },
  "A digital classroom with a smart board": {
    hi: "स्मार्ट बोर्ड वाली डिजिटल कक्षा",
    te: "స్మార్ట్ బోర్డుతో డిజిటల్ తరగతి గది",
  },
  "Pupils at their desks during a lesson": {
    hi: "पाठ के दौरान अपनी डेस्क पर बैठे विद्यार्थी",
    te: "పాఠం జరుగుతుండగా తమ బల్లల వద్ద విద్యార్థులు",
  },
  "A science laboratory bench with flasks": {
    hi: "फ़्लास्कों से सजी विज्ञान प्रयोगशाला की मेज़",
    te: "ఫ్లాస్కులతో విజ్ఞాన ప్రయోగశాల బల్ల",
  },
  "Glassware and a microscope in the lab": {
    hi: "प्रयोगशाला में काँच के उपकरण और सूक्ष्मदर्शी",
    te: "ప్రయోగశాలలో గాజు పరికరాలు, సూక్ష్మదర్శిని",
  },
  "Bookshelves and a reading table in the library": {
    hi: "पुस्तकालय में किताबों की अलमारियाँ और पढ़ने की मेज़",
    te: "గ్రంథాలయంలో పుస్తకాల అల్మారాలు, చదువుకునే బల్ల",
  },
  "A pupil reading in the library": {
    hi: "पुस्तकालय में पढ़ता हुआ एक विद्यार्थी",
    te: "గ్రంథాలయంలో చదువుకుంటున్న విద్యార్థి",
  },
  "Football on the school field": { hi: "विद्यालय के मैदान पर फ़ुटबॉल", te: "పాఠశాల మైదానంలో ఫుట్‌బాల్" },
  "Cricket practice at the nets": { hi: "नेट्स पर क्रिकेट का अभ्यास", te: "నెట్స్ వద్ద క్రికెట్ సాధన" },
  "A basketball game": { hi: "बास्केटबॉल का खेल", te: "బాస్కెట్‌బాల్ ఆట" },
  "Runners on the athletics track": { hi: "एथलेटिक्स ट्रैक पर धावक", te: "అథ్లెటిక్స్ ట్రాక్‌పై పరుగెత్తుతున్నవారు" },
  "Volleyball on the court": { hi: "कोर्ट पर वॉलीबॉल", te: "కోర్టులో వాలీబాల్" },
  "Badminton in the sports hall": { hi: "खेल भवन में बैडमिंटन", te: "క్రీడా మందిరంలో బ్యాడ్మింటన్" },
  "Skating on the rink": { hi: "रिंक पर स्केटिंग", te: "రింక్‌పై స్కేటింగ్" },
  "The auditorium stage with curtains and lights": {
    hi: "परदों और रोशनी से सजा सभागार का मंच",
    te: "తెరలు, దీపాలతో సభామందిర వేదిక",
  },
  "A performance on the auditorium stage": { hi: "सभागार के मंच पर एक प्रस्तुति", te: "సభామందిర వేదికపై ఒక ప్రదర్శన" },
  "A school bus on its morning route": { hi: "सुबह के रास्ते पर स्कूल बस", te: "ఉదయం మార్గంలో పాఠశాల బస్సు" },
  "School buses waiting at the campus": {
    hi: "परिसर में खड़ी स्कूल बसें",
    te: "ప్రాంగణంలో వేచి ఉన్న పాఠశాల బస్సులు",
  },
  "Morning yoga on mats": { hi: "चटाइयों पर सुबह का योग", te: "చాపలపై ఉదయపు యోగా" },
  "Pupils holding a yoga pose at sunrise": {
    hi: "सूर्योदय के समय योग मुद्रा में विद्यार्थी",
    te: "సూర్యోదయ వేళ యోగాసనంలో విద్యార్థులు",
  },
  "Lighting the lamp at morning assembly": {
    hi: "सुबह की प्रार्थना सभा में दीप प्रज्वलन",
    te: "ఉదయపు ప్రార్థనా సమావేశంలో దీప ప్రజ్వలన",
  },
  "Pupils with folded hands at prayer": {
    hi: "हाथ जोड़कर प्रार्थना करते विद्यार्थी",
    te: "చేతులు జోడించి ప్రార్థిస్తున్న విద్యార్థులు",
  },
  "A lit lamp with flowers": { hi: "फूलों के साथ जलता दीपक", te: "పూలతో వెలిగించిన దీపం" },
  "Bunting and balloons for a school celebration": {
    hi: "विद्यालय के उत्सव के लिए झंडियाँ और गुब्बारे",
    te: "పాఠశాల వేడుకకు తోరణాలు, బెలూన్లు",
  },
  "Children dancing at a festival": { hi: "उत्सव में नाचते बच्चे", te: "పండుగలో నృత్యం చేస్తున్న పిల్లలు" },
  "Children on the playground swings and slide": {
    hi: "खेल के मैदान में झूलों और फिसलपट्टी पर बच्चे",
    te: "ఆట స్థలంలో ఊయలలు, జారుడుబల్లపై పిల్లలు",
  },
  "Kids at play on the lawn": { hi: "लॉन पर खेलते बच्चे", te: "పచ్చికలో ఆడుకుంటున్న పిల్లలు" },
};

/** A sample caption's translations as the slides' `translations` column stores them. */
export function sceneTranslations(alt: string): string {
  const texts = SCENE_TRANSLATIONS[alt];
  return texts ? JSON.stringify({ hi: { alt: texts.hi }, te: { alt: texts.te } }) : "{}";
}
