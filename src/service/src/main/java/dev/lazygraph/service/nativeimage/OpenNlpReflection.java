package dev.lazygraph.service.nativeimage;

import io.quarkus.runtime.annotations.RegisterForReflection;
import opennlp.tools.lemmatizer.LemmatizerFactory;
import opennlp.tools.postag.POSTaggerFactory;
import opennlp.tools.sentdetect.SentenceDetectorFactory;
import opennlp.tools.tokenize.TokenizerFactory;
import opennlp.tools.util.featuregen.DefinitionFeatureGeneratorFactory;
import opennlp.tools.util.featuregen.PosTaggerFeatureGeneratorFactory;
import opennlp.tools.util.featuregen.PrefixFeatureGeneratorFactory;
import opennlp.tools.util.featuregen.SentenceFeatureGeneratorFactory;
import opennlp.tools.util.featuregen.SuffixFeatureGeneratorFactory;
import opennlp.tools.util.featuregen.TokenClassFeatureGeneratorFactory;
import opennlp.tools.util.featuregen.TokenFeatureGeneratorFactory;
import opennlp.tools.util.featuregen.WindowFeatureGeneratorFactory;

/**
 * Native image: OpenNLP instantiates, by class name, the tool factory each model's manifest names and the
 * feature generators the POS model's XML lists (opennlp-en-ud-ewt-*-1.3-2.5.4.bin). A new model version must
 * be checked against this list. The model files themselves are included as resources by each application
 * ({@code quarkus.native.resources.includes}).
 */
@RegisterForReflection(targets = {
        SentenceDetectorFactory.class, TokenizerFactory.class, POSTaggerFactory.class, LemmatizerFactory.class,
        DefinitionFeatureGeneratorFactory.class, SuffixFeatureGeneratorFactory.class,
        PrefixFeatureGeneratorFactory.class, WindowFeatureGeneratorFactory.class, TokenFeatureGeneratorFactory.class,
        SentenceFeatureGeneratorFactory.class, TokenClassFeatureGeneratorFactory.class,
        PosTaggerFeatureGeneratorFactory.class})
public final class OpenNlpReflection {
    private OpenNlpReflection() {
    }
}
